import { z } from 'zod';
import { and, eq, getViewSelectedFields, or, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  pagedEnvelopeOf,
  pagingRequestSchema,
  transactionEnvelope,
  transactionResource,
} from '@wander/contract';
import { paymentTransactions as tx } from '../../db/schema/index.js';
import type { Services } from '../../platform/services.js';
import { ok } from '../../platform/http/envelope.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import { currentCompany, isPlatformUser, type TenantRow } from '../../platform/http/security.js';
import { searchList, toApiRow, type ListSpec } from '../../crud/list-search.js';

const { entityCode, parentEntityCode, amountMinor, ...shown } = getViewSelectedFields(
  tx,
) as unknown as Record<string, never>;
/** The list of payment/Transactions over the payment_transactions view. */
const transactionList: ListSpec = {
  columns: { ...shown, entityCode, amount: amountMinor },
  filters: transactionResource.filters as ListSpec['filters'],
  sorts: transactionResource.sorts,
  defaultSort: transactionResource.defaultSort as ListSpec['defaultSort'],
  money: ['amount'],
};
void parentEntityCode;

/** A row belongs to its company; its distributor (the parent) reads it too. */
const transactionRow: TenantRow = {
  table: tx as never,
  owner: [tx.entityCode, tx.parentEntityCode] as never,
  key: tx.id as never,
};

/**
 * Whose transactions a caller reads: platform staff every company's; anyone else the working
 * company's own and those of the companies under it (a distributor's business customers).
 */
function scopeOf(request: FastifyRequest): SQL | undefined {
  if (isPlatformUser(request)) return undefined;
  const code = currentCompany(request).entityCode;
  return or(eq(tx.entityCode, code), eq(tx.parentEntityCode, code));
}

/** payment/Transactions: Search and GetDetail (read-only; spec section 7). */
export function transactionRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  const view = { resource: transactionResource.permission, action: 'View' };
  return async (app) => {
    app.post(
      '/payment/Transactions/Search',
      {
        config: { auth: view, tenancy: 'company' },
        schema: {
          tags: ['payment'],
          body: pagingRequestSchema,
          response: { 200: pagedEnvelopeOf(transactionResource.row) },
        },
      },
      async (request) =>
        ok(
          (await searchList(
            db,
            tx as never,
            transactionList,
            request.body,
            scopeOf(request),
          )) as never,
        ),
    );

    app.get(
      '/payment/Transactions/GetDetail/:id',
      {
        config: { auth: view, tenancy: transactionRow },
        schema: {
          tags: ['payment'],
          params: z.object({ id: z.string().max(64) }).strict(),
          response: { 200: transactionEnvelope },
        },
      },
      async (request) => {
        const { id } = request.params;
        const [row] = isUuid(id)
          ? await db
              .select(transactionList.columns)
              .from(tx)
              .where(and(eq(tx.id, id), scopeOf(request)))
          : [];
        if (!row) throw AppError.notFound(transactionResource.labels.singular);
        return ok(toApiRow(transactionList, row) as never);
      },
    );
  };
}
