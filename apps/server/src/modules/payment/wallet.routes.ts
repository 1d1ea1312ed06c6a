import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dateParam,
  decimalValue,
  envelopeOf,
  fromMinor,
  pagedEnvelopeOf,
  pagingRequestSchema,
  Resource,
  sufficientBalanceSchema,
  toMinor,
  walletBalanceSchema,
  walletSchema,
  walletSummaryQuerySchema,
  walletTransactionSchema,
} from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { ok } from '../../platform/http/envelope.js';
import { currentCompany } from '../../platform/http/security.js';
import { wallets, walletTransactions } from '../../db/schema/index.js';
import { pdfHeaders } from '../../platform/pdf/pdf-document.js';
import { searchList } from '../../crud/list-search.js';
import { walletScope, walletViewerOf } from './wallet-access.js';
import { walletSummaryPdf } from './wallet-summary-pdf.js';
import { walletList, walletOf, walletTransactionList } from './wallet.queries.js';
import { FALLBACK_WALLET_CURRENCY } from '../network/open-wallet.js';

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
        config: { ...view, tenancy: 'company' },
        schema: {
          tags,
          response: { 200: envelopeOf(walletBalanceSchema) },
        },
      },
      async (request) => {
        const wallet = await walletOf(db, currentCompany(request).id);
        return ok({
          walletBalance: wallet ? fromMinor(wallet.balanceMinor) : 0,
          currency: wallet?.currency ?? FALLBACK_WALLET_CURRENCY,
          hasWallet: wallet !== null,
        });
      },
    );

    app.get(
      '/payment/Wallet/GetByCustomer',
      {
        config: { ...view, tenancy: 'company' },
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
        config: { ...view, tenancy: 'company' },
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
        config: { ...view, tenancy: 'company' },
        schema: {
          tags,
          body: pagingRequestSchema,
          response: { 200: pagedEnvelopeOf(walletSchema) },
        },
      },
      async (request) =>
        ok(
          (await searchList(
            db,
            wallets,
            walletList,
            request.body,
            walletScope(walletViewerOf(request)),
          )) as never,
        ),
    );

    app.post(
      '/payment/WalletTransaction/Search',
      {
        config: { ...view, tenancy: 'company' },
        schema: {
          tags,
          body: pagingRequestSchema,
          response: { 200: pagedEnvelopeOf(walletTransactionSchema) },
        },
      },
      async (request) =>
        ok(
          (await searchList(
            db,
            walletTransactions,
            walletTransactionList,
            request.body,
            walletScope(walletViewerOf(request)),
          )) as never,
        ),
    );

    app.post(
      '/payment/WalletTransaction/GenerateWalletSummaryPDF/:startDate/:endDate',
      {
        config: {
          ...view,
          tenancy: { table: wallets, owner: wallets.companyId, id: 'query.walletId' },
          bodyExempt: 'noBody',
          answers: 'application/pdf',
        },
        schema: {
          tags,
          params: z.object({ startDate: dateParam, endDate: dateParam }),
          querystring: walletSummaryQuerySchema,
        },
      },
      async (request, reply) => {
        const { pdf, fileName } = await walletSummaryPdf(db, walletViewerOf(request), {
          ...request.params,
          walletId: request.query.walletId,
        });
        return reply.headers(pdfHeaders(fileName)).send(pdf);
      },
    );
  };
}
