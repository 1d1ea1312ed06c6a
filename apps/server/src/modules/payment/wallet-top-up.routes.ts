import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  envelopeOf,
  fromMinor,
  PAYDOLLAR_CURRENCY_CODES,
  Resource,
  TOP_UP_PROVIDER_LABELS,
  TopUpMessage,
  topUpBodySchema,
  topUpOptionsSchema,
  topUpSchema,
  topUpUrlSchema,
  type TopUpBody,
  type TopUpProvider,
} from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { ok } from '../../platform/http/envelope.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import { currentCompany, requireAuth } from '../../platform/http/security.js';
import {
  createPayDollarGateway,
  PROVIDER_ERRORS,
  SANDBOX_SIGNATURE_HEADER,
  SandboxProvider,
  StripeProvider,
  type PaymentProvider,
} from '../../platform/payments/index.js';
import { wallets, walletTopUps } from '../../db/schema/index.js';
import { applyProviderTopUp } from './wallet-top-up-callbacks.js';
import { sandboxTopUpPage } from './wallet-top-up-pages.js';
import {
  createPendingTopUp,
  pendingTopUp,
  setTopUpProviderRef,
  topUpLimits,
  topUpOf,
  walletToTopUp,
} from './wallet-top-up.js';

/**
 * Wallet top-ups by card: GetStripeReloadUrl (Stripe Checkout) and GetPayDollarUrl (PayDollar's
 * hosted form) answer the hosted page of a pending top-up; the providers' verified callbacks
 * credit it (Stripe through payment/Payment/Webhook/stripe, PayDollar through its datafeed).
 * With neither configured, the built-in sandbox serves the page for both.
 */
export function walletTopUpRoutes(
  services: Services,
  card: PaymentProvider | null,
): FastifyPluginAsyncZod {
  const { db } = services.database;
  const { basePath } = services.config;
  const apiBase = `${basePath}api/`;
  const paydollar = createPayDollarGateway(services.config.payments);
  const stripe = card instanceof StripeProvider ? card : null;
  const sandbox = card instanceof SandboxProvider && !paydollar ? card : null;
  const providers: TopUpProvider[] = [
    ...(stripe ? (['stripe'] as const) : []),
    ...(paydollar ? (['paydollar'] as const) : []),
    ...(sandbox ? (['sandbox'] as const) : []),
  ];
  const tags = ['payment'];
  const start = {
    auth: { resource: 'payment/Payment', action: 'Create' },
    tenancy: { table: wallets, owner: wallets.companyId, id: 'body.data' as const },
    errors: PROVIDER_ERRORS,
  };
  const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
  const back = (request: FastifyRequest, id: string, outcome: string) =>
    `${origin(request)}${basePath}#/wallet?topUp=${id}&payment=${outcome}`;
  const actor = (request: FastifyRequest) => ({
    userId: requireAuth(request).userId,
    companyId: currentCompany(request).id,
  });
  const answer = (
    topUp: { id: string; amountMinor: number; currency: string },
    provider: TopUpProvider,
    url: string,
  ) =>
    ok(
      {
        topUpId: topUp.id,
        url,
        provider,
        amount: fromMinor(topUp.amountMinor),
        currency: topUp.currency,
      },
      TopUpMessage.started,
    );

  const startSandbox = async (request: FastifyRequest, body: TopUpBody) => {
    const topUp = await createPendingTopUp(db, actor(request), body, 'sandbox');
    await setTopUpProviderRef(db, topUp.id, `sbx_${topUp.id}`);
    return answer(topUp, 'sandbox', `${apiBase}payment/Sandbox/TopUp/${topUp.id}`);
  };

  return async (app) => {
    app.get(
      '/payment/Payment/GetTopUpOptions',
      {
        config: { auth: { resource: Resource.Wallet, action: 'View' }, tenancy: 'company' },
        schema: { tags, response: { 200: envelopeOf(topUpOptionsSchema) } },
      },
      async (request) => {
        const company = currentCompany(request);
        const wallet = await walletToTopUp(db, company.id, null).catch(() => null);
        const limits = await topUpLimits(db);
        return ok({
          walletId: wallet?.id ?? null,
          currency: wallet?.currency ?? 'MYR',
          ...limits,
          providers: providers.map((value) => ({ value, label: TOP_UP_PROVIDER_LABELS[value] })),
        });
      },
    );

    app.get(
      '/payment/Payment/GetTopUp/:id',
      {
        config: {
          auth: { resource: Resource.Wallet, action: 'View' },
          tenancy: { table: walletTopUps, owner: walletTopUps.companyId },
        },
        schema: {
          tags,
          params: z.object({ id: z.string().max(64) }),
          response: { 200: envelopeOf(topUpSchema) },
        },
      },
      async (request) => {
        if (!isUuid(request.params.id)) throw AppError.notFound('Top-up');
        return ok(await topUpOf(db, currentCompany(request).id, request.params.id));
      },
    );

    app.post(
      '/payment/Payment/GetStripeReloadUrl',
      {
        config: start,
        schema: { tags, body: topUpBodySchema, response: { 200: envelopeOf(topUpUrlSchema) } },
      },
      async (request) => {
        if (!stripe) {
          if (sandbox) return startSandbox(request, request.body);
          throw unavailable('Card (Stripe)');
        }
        const topUp = await createPendingTopUp(db, actor(request), request.body, 'stripe');
        let checkout;
        try {
          checkout = await stripe.createCheckout({
            sessionId: topUp.id,
            amountMinor: topUp.amountMinor,
            currency: topUp.currency,
            description: `Wander wallet top-up ${topUp.orderRef}`,
            successUrl: back(request, topUp.id, 'success'),
            cancelUrl: back(request, topUp.id, 'cancelled'),
            metadata: { walletTopUpId: topUp.id, walletId: topUp.walletId },
            clientReference: topUp.orderRef,
          });
        } catch {
          throw new AppError(
            'PAYMENT_PROVIDER',
            'The top-up could not be started. Please try again.',
            undefined,
            502,
          );
        }
        await setTopUpProviderRef(db, topUp.id, checkout.providerRef);
        return answer(topUp, 'stripe', checkout.url);
      },
    );

    app.post(
      '/payment/Payment/GetPayDollarUrl',
      {
        config: start,
        schema: { tags, body: topUpBodySchema, response: { 200: envelopeOf(topUpUrlSchema) } },
      },
      async (request) => {
        if (!paydollar) {
          if (sandbox) return startSandbox(request, request.body);
          throw unavailable('PayDollar');
        }
        const wallet = await walletToTopUp(db, currentCompany(request).id, request.body.data);
        if (!PAYDOLLAR_CURRENCY_CODES[wallet.currency])
          throw unavailable(`PayDollar ${wallet.currency}`);
        const topUp = await createPendingTopUp(db, actor(request), request.body, 'paydollar');
        return answer(topUp, 'paydollar', `${apiBase}payment/PayDollar/Pay/${topUp.id}`);
      },
    );

    const params = z.object({ id: z.string().max(64) });
    if (!sandbox) return;
    app.get(
      '/payment/Sandbox/TopUp/:id',
      {
        config: { auth: 'open', tenancy: 'none', answers: 'text/html' },
        schema: { hide: true, params },
      },
      async (request, reply) => {
        const topUp = isUuid(request.params.id)
          ? await pendingTopUp(db, request.params.id, 'sandbox')
          : null;
        if (!topUp) throw AppError.notFound('Top-up');
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(sandboxTopUpPage(topUp));
      },
    );

    app.post(
      '/payment/Sandbox/TopUp/:id',
      {
        config: { auth: 'open', tenancy: 'none', answers: 'redirect' },
        schema: { hide: true, params, body: z.object({ action: z.enum(['pay', 'cancel']) }) },
      },
      async (request, reply) => {
        const topUp = isUuid(request.params.id)
          ? await pendingTopUp(db, request.params.id, 'sandbox')
          : null;
        if (!topUp) throw AppError.notFound('Top-up');
        const type = request.body.action === 'pay' ? 'paid' : 'cancelled';
        const { raw, signature } = sandbox.signEvent({
          type,
          topUpId: topUp.id,
          amountMinor: topUp.amountMinor,
          currency: topUp.currency,
          createdAt: Date.now(),
        });
        // The sandbox "bank" calls back like a real provider: a signed event, verified.
        const event = sandbox.verifyCallback(raw, { [SANDBOX_SIGNATURE_HEADER]: signature });
        if (event) await applyProviderTopUp(db, sandbox, event);
        return reply.redirect(
          `${basePath}#/wallet?topUp=${topUp.id}&payment=${type === 'paid' ? 'success' : 'cancelled'}`,
        );
      },
    );
  };
}

const unavailable = (provider: string) =>
  new AppError('PAYMENT_UNAVAILABLE', TopUpMessage.unavailable(provider), undefined, 503);
