import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { relatedUomOf } from './network.queries.js';

const MAX_CHAIN = 20;

/** A unit cannot be defined by itself, directly or through a chain of units (crud beforeWrite). */
export function checkUomRelation(db: Tx) {
  return async (_request: FastifyRequest, body: Record<string, unknown>, id?: string) => {
    const related = body.relatedUomId as string | null | undefined;
    if (!related || !id) return;
    let current: string | null = related;
    for (let step = 0; current && step < MAX_CHAIN; step++) {
      if (current === id) {
        throw AppError.validation({
          relatedUomId: ['Related UOM cannot be this unit or a unit defined by it'],
        });
      }
      current = await relatedUomOf(db, current);
    }
  };
}
