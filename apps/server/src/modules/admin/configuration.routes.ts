import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFAULT_CURRENCY_LABEL, displaySettingsEnvelope } from '@wander/contract';
import { companies, currencies } from '../../db/schema/index.js';
import type { Services } from '../../platform/services.js';
import { ok } from '../../platform/http/envelope.js';

/** GET admin/Configuration/GetDisplaySettings: how the web client presents amounts and features. */
export function configurationRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  const { payments } = services.config;
  const cardProvider =
    payments.stripeSecretKey && payments.stripeWebhookSecret
      ? ('stripe' as const)
      : payments.sandboxEnabled
        ? ('sandbox' as const)
        : ('none' as const);
  return async (app) => {
    app.get(
      '/admin/Configuration/GetDisplaySettings',
      {
        config: { auth: 'signedIn', tenancy: 'company' },
        schema: { tags: ['admin'], response: { 200: displaySettingsEnvelope } },
      },
      async (request) => {
        const company = request.company ?? request.auth?.companies[0];
        const [currency] = company
          ? await db
              .select({ code: currencies.currencyCode, symbol: currencies.symbol })
              .from(companies)
              .innerJoin(currencies, eq(currencies.currencyCode, companies.defaultCurrency))
              .where(eq(companies.entityCode, company.entityCode))
          : [];
        return ok({
          brandName: 'Wander',
          currencyCode: currency?.code ?? null,
          currencyLabel: currency?.symbol || currency?.code || DEFAULT_CURRENCY_LABEL,
          amountFormat: { decimals: 2, decimalSeparator: '.', thousandsSeparator: ',' },
          features: { cardProvider, walletTopUp: cardProvider !== 'none' },
        });
      },
    );
  };
}
