import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, fromMinor, paymentTermResource, Resource } from '@wander/contract';
import { crudRoutes } from '../../crud/crud-routes.js';
import type { Services } from '../../platform/services.js';
import { ok } from '../../platform/http/envelope.js';
import { currentCompany } from '../../platform/http/security.js';
import { paymentTerms, wallets } from '../../db/schema/index.js';

export function paymentRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  return async (app) => {
    await app.register(
      crudRoutes(services, paymentTermResource, { table: paymentTerms, scopeColumn: 'entityCode' }),
    );

    app.get(
      '/payment/Wallet/WalletBalance',
      {
        config: { auth: { resource: Resource.Wallet, action: 'View' } },
        schema: {
          tags: ['payment'],
          response: {
            200: envelopeOf(z.object({ walletBalance: z.number(), currency: z.string() })),
          },
        },
      },
      async (request) => {
        const company = currentCompany(request);
        const [wallet] = await db.select().from(wallets).where(eq(wallets.companyId, company.id));
        return ok({
          walletBalance: wallet ? fromMinor(wallet.balanceMinor) : 0,
          currency: wallet?.currency ?? 'MYR',
        });
      },
    );
  };
}
