import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  canTransition,
  transitionMessage,
  type InvoiceStatus,
  type PoStatus,
  type SoStatus,
} from '@wander/contract';
import type { AuthCompany } from '../../platform/auth/context.js';
import { AppError } from '../../platform/http/errors.js';
import { currentCompany, requireAuth } from '../../platform/http/security.js';
import { purchaseOrders } from '../../db/schema/index.js';

/** Who acts on an order: the signed-in user in the working company. */
export interface OrderActor {
  userId: string;
  email: string;
  company: AuthCompany;
}

export function actorOf(request: FastifyRequest): OrderActor {
  const auth = requireAuth(request);
  return { userId: auth.userId, email: auth.email, company: currentCompany(request) };
}

/** The buyer's side of a purchase order: only its own company's orders exist for it. */
export const asBuyer = (actor: OrderActor): SQL =>
  and(
    eq(purchaseOrders.entityCode, actor.company.entityCode),
    // A consumer order is bought on a consumer's behalf: not the distributor's own purchase.
    isNull(purchaseOrders.consumerId),
  )!;
/** The distributor's side: orders addressed to its company (received orders). */
export const asSeller = (actor: OrderActor): SQL =>
  eq(purchaseOrders.distributorEntityCode, actor.company.entityCode);

/**
 * What the received-order list and detail read: the platform company's staff read every
 * seller's orders (the platform dashboard's Sales and Orders count them all; issue 26), anyone
 * else its own company's. Acting on an order (fulfil, complete) stays `asSeller`.
 */
export const readableAsSeller = (actor: OrderActor): SQL =>
  actor.company.companyType === 'platform' ? sql`true` : asSeller(actor);

type Table<S extends string> = Readonly<Record<S, readonly S[]>>;

/** Every status move of the server goes through here: a move outside the table is a 409. */
export function assertTransition<S extends PoStatus | SoStatus | InvoiceStatus>(
  table: Table<S>,
  what: string,
  from: S,
  to: S,
) {
  if (!canTransition(table, from, to)) {
    throw new AppError('INVALID_STATUS', transitionMessage(what, from, to), undefined, 409);
  }
}
