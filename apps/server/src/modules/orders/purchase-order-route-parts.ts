import { z } from 'zod';
import { envelopeOf, purchaseOrderDetailSchema, Resource } from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import { cardPaymentsAvailable } from '../../platform/payments/index.js';

/** What the purchase-order routes (orders.routes.ts, received-orders.routes.ts) share. */
export const idParams = z.object({ id: z.string().max(64) });
export const detail = envelopeOf(purchaseOrderDetailSchema);
export const tags = ['network'];

/** A route's permission: an action on purchase orders unless another resource is named. */
export const perm = (action: string, resource: string = Resource.PurchaseOrders) => ({
  auth: { resource, action },
});

/** A path id that is no UUID names no purchase order: 404, as a missing one. */
export function checkId(id: string): string {
  if (!isUuid(id)) throw AppError.notFound('Purchase Order');
  return id;
}

/** What the detail offers the buyer (card payment when a provider is configured). */
export const offersOf = (services: Services) => ({
  cardPayments: cardPaymentsAvailable(services.config.payments),
});
