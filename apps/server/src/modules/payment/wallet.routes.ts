import { z } from 'zod';
import { inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  decimalValue,
  envelopeOf,
  fromMinor,
  pagedEnvelopeOf,
  pageCountOf,
  pagingRequestSchema,
  Resource,
  sufficientBalanceSchema,
  toMinor,
  walletSchema,
  walletTransactionSchema,
} from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { ok } from '../../platform/http/envelope.js';
import { currentCompany } from '../../platform/http/security.js';
import { walletTransactions } from '../../db/schema/index.js';
import { searchList, type ListSpec } from '../orders/order-search.js';
import { searchWallets, visibleWalletIds, visibleWallets, walletOf } from './wallet.queries.js';

const transactionList: ListSpec = {
  columns: {
    id: walletTransactions.id,
    walletId: walletTransactions.walletId,
    kind: walletTransactions.kind,
    amount: walletTransactions.amountMinor,
    balanceAfter: walletTransactions.balanceAfterMinor,
    reference: walletTransactions.reference,
    purchaseOrderId: walletTransactions.purchaseOrderId,
    createdAt: walletTransactions.createdAt,
  },
  filters: {
    kind: ['eq', 'in'],
    createdAt: ['gte', 'lte', 'between', 'gt', 'lt'],
    reference: ['contains', 'eq', 'startsWith'],
    walletId: ['eq'],
  },
  sorts: ['createdAt', 'amount', 'kind'],
  defaultSort: { column: 'createdAt', order: 'desc' },
  money: ['amount', 'balanceAfter'],
};

type WalletRow = NonNullable<Awaited<ReturnType<typeof walletOf>>>;
const toWallet = (w: WalletRow) => ({
  id: w.id,
  entityCode: w.entityCode,
  companyName: w.companyName,
  currency: w.currency,
  walletBalance: fromMinor(w.balanceMinor),
  updatedAt: w.updatedAt.toISOString(),
});

/** The prepaid wallet: balance, the wallet itself and its ledger (server paged, newest first). */
export function walletRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  const view = { auth: { resource: Resource.Wallet, action: 'View' } };
  const tags = ['payment'];

  return async (app) => {
    app.get(
      '/payment/Wallet/WalletBalance',
      {
        config: view,
        schema: {
          tags,
          response: {
            200: envelopeOf(z.object({ walletBalance: z.number(), currency: z.string() })),
          },
        },
      },
      async (request) => {
        const wallet = await walletOf(db, currentCompany(request).id);
        return ok({
          walletBalance: wallet ? fromMinor(wallet.balanceMinor) : 0,
          currency: wallet?.currency ?? 'MYR',
        });
      },
    );

    app.get(
      '/payment/Wallet/GetByCustomer',
      {
        config: view,
        schema: {
          tags,
          response: {
            200: envelopeOf(
              z.object({
                item: walletSchema.nullable(),
                customerWallet: walletSchema.nullable(),
                walletBalance: z.number(),
              }),
            ),
          },
        },
      },
      async (request) => {
        const row = await walletOf(db, currentCompany(request).id);
        const wallet = row ? toWallet(row) : null;
        return ok({
          item: wallet,
          customerWallet: wallet,
          walletBalance: wallet?.walletBalance ?? 0,
        });
      },
    );

    app.get(
      '/payment/Wallet/CheckSufficientWalletBalance/:amount',
      {
        config: view,
        schema: {
          tags,
          params: z.object({
            amount: z.coerce.number().pipe(decimalValue('Amount', { min: 0, max: 99_999_999.99 })),
          }),
          response: { 200: envelopeOf(sufficientBalanceSchema) },
        },
      },
      async (request) => {
        const wallet = await walletOf(db, currentCompany(request).id);
        const balance = wallet?.balanceMinor ?? 0;
        return ok({
          isSufficient: Boolean(wallet) && balance >= toMinor(request.params.amount),
          walletBalance: fromMinor(balance),
          currency: wallet?.currency ?? 'MYR',
        });
      },
    );

    app.post(
      '/payment/Wallet/Search',
      {
        config: view,
        schema: {
          tags,
          body: pagingRequestSchema,
          response: { 200: pagedEnvelopeOf(walletSchema) },
        },
      },
      async (request) => {
        const { pageIndex, pageSize } = request.body;
        const { items, total } = await searchWallets(
          db,
          visibleWallets(currentCompany(request).entityCode),
          {
            limit: pageSize,
            offset: (pageIndex - 1) * pageSize,
          },
        );
        return ok({
          items: items.map(toWallet),
          pageCount: pageCountOf(total, pageSize),
          totalCount: total,
        });
      },
    );

    app.post(
      '/payment/WalletTransaction/Search',
      {
        config: view,
        schema: {
          tags,
          body: pagingRequestSchema,
          response: { 200: pagedEnvelopeOf(walletTransactionSchema) },
        },
      },
      async (request) => {
        const scope = inArray(
          walletTransactions.walletId,
          visibleWalletIds(db, currentCompany(request).entityCode),
        );
        return ok(
          (await searchList(db, walletTransactions, transactionList, request.body, scope)) as never,
        );
      },
    );
  };
}
