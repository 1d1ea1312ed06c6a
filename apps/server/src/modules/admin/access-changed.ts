import { z } from 'zod';
import { envelopeOf } from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { ok } from '../../platform/http/envelope.js';

/**
 * After users, roles or grants change, every cached auth context may be stale: drop them all so
 * the next call of every user sees the change, and answer the success message.
 */
export function accessChanged(services: Services, message: string) {
  services.contexts.invalidate();
  return ok(null, message);
}

/** The answer of a change to users, roles or grants: the success message, no data. */
export const accessChangedSchema = { 200: envelopeOf(z.null()) };
