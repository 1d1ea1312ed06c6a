import { z } from 'zod';

/** Success envelope of the API contract. */
export interface Envelope<T> {
  statusCode: 0;
  message: string | null;
  data: T;
}
export const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({ statusCode: z.literal(0), message: z.string().nullable(), data });

export interface ErrorBody {
  statusCode: number;
  code: string;
  message: string;
  errors?: Record<string, string[]>;
}

export const SuccessMessage = {
  created: 'Create successfully!',
  updated: 'Update successfully!',
  deleted: 'Delete successfully!',
} as const;

export interface SelectOption {
  label: string;
  value: string;
}
