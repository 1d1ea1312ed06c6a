import type { Envelope } from '@wander/contract';

/** The success envelope of the contract: {statusCode: 0, message, data}. */
export function ok<T>(data: T, message: string | null = null): Envelope<T> {
  return { statusCode: 0, message, data };
}
