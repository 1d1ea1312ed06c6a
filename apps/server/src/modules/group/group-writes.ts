import type { FastifyRequest } from 'fastify';
import type { GroupOrderInput } from '@wander/contract';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { currentCompany } from '../../platform/http/security.js';
import { assertBuysFrom } from '../network/buyer-connections.js';
import { duplicateEmails, ownGroup, rosterOf } from './group.queries.js';

/**
 * The engine's beforeWrite of network/GroupOrders: the distributor must be one the buyer buys
 * from, the trip ends on or after its start, no e-mail twice, and each traveller gets its id.
 */
export function groupBeforeWrite(db: Db) {
  return async (request: FastifyRequest, body: Record<string, unknown>, id?: string) => {
    const input = body as unknown as GroupOrderInput;
    const company = currentCompany(request);
    const errors: Record<string, string[]> = duplicateEmails(input.travellers);
    if (input.endDate < input.startDate) {
      errors.endDate = ['End Date should not be before Start Date'];
    }
    if (Object.keys(errors).length) throw AppError.validation(errors);
    await assertBuysFrom(db, company, input.distributorEntityCode);
    const known = id
      ? new Set((await ownGroup(db, company.entityCode, id)).travellers.map((t) => t.id))
      : undefined;
    body.travellers = rosterOf(input.travellers, known);
  };
}
