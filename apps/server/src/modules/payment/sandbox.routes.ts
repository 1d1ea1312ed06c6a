import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formatAmount, fromMinor } from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import {
  SANDBOX_SIGNATURE_HEADER,
  SandboxProvider,
  type PaymentProvider,
} from '../../platform/payments/index.js';
import { applyPaymentCallback, applyPaymentEvent, pendingSession } from './card-checkout.js';
import { applyProviderTopUp } from './wallet-top-up-callbacks.js';
import type { CardRefunds } from './card-refunds.js';
import { storeOrderPathOf } from '../orders/store-web-links.js';

export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function checkoutPage(session: {
  id: string;
  amountMinor: number;
  currency: string;
  documentNo: string;
}) {
  const amount = `${escapeHtml(session.currency)} ${formatAmount(fromMinor(session.amountMinor))}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test payment: sandbox card</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;background:#f5f5f5;display:flex;justify-content:center;padding:48px}
main{background:#fff;border-radius:8px;padding:32px;max-width:420px;width:100%;box-shadow:0 2px 8px #0002}
button{font-size:16px;padding:10px 18px;border-radius:6px;border:1px solid #1677ff;margin-right:8px;cursor:pointer}
.pay{background:#1677ff;color:#fff}.cancel{background:#fff;color:#1677ff}.note{color:#666;font-size:13px}</style></head>
<body><main><h1>Test payment</h1>
<p>Purchase order <strong>${escapeHtml(session.documentNo)}</strong></p>
<p>Amount to pay: <strong id="amount">${amount}</strong></p>
<p class="note">Test payment: this is the built-in sandbox provider, no card is charged and no money moves. Configure Stripe to take real payments.</p>
<form method="post"><button class="pay" name="action" value="pay">Pay ${amount}</button>
<button class="cancel" name="action" value="cancel">Cancel</button></form></main></body></html>`;
}

/**
 * The sandbox provider's own pages and the provider callback endpoint. The callback route reads
 * the raw body (signatures are computed over the exact bytes) and is open: the signature is the
 * authentication. The sandbox pages exist only while no real provider is configured.
 */
export function sandboxRoutes(
  services: Services,
  provider: PaymentProvider | null,
  refunds: CardRefunds,
): FastifyPluginAsyncZod {
  const { db } = services.database;
  const { basePath } = services.config;
  const params = z.object({ sessionId: z.string().max(64) });
  const orderPage = (poId: string, outcome: string) =>
    `${basePath}#/purchase-order-detail/${poId}?payment=${outcome}`;

  return async (app) => {
    await app.register(async (hooks) => {
      hooks.removeContentTypeParser('application/json');
      hooks.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
        done(null, body),
      );
      hooks.post(
        '/payment/Payment/Webhook/:provider',
        {
          config: { auth: 'open', tenancy: 'none', bodyExempt: 'providerCallback' },
          schema: {
            tags: ['payment'],
            params: z.object({ provider: z.string().max(16) }),
            response: { 200: z.object({ received: z.literal(true) }) },
          },
        },
        async (request) => {
          if (!provider || (request.params as { provider: string }).provider !== provider.name)
            throw AppError.notFound('Payment provider');
          // Only a JSON body arrives raw; a form body is parsed into an object without a
          // prototype (String() of it throws): it is no signed callback either way.
          const raw = typeof request.body === 'string' ? request.body : '';
          const event = provider.verifyCallback(raw, request.headers);
          if (!event)
            throw new AppError(
              'BAD_SIGNATURE',
              'Invalid payment callback signature',
              undefined,
              400,
            );
          // One endpoint per provider: a wallet top-up's session names the top-up in its metadata.
          if (event.topUpId) {
            await applyProviderTopUp(db, provider, event);
            return { received: true };
          }
          const result = await applyPaymentEvent(db, provider, event, services.jobs);
          if (result.refund) await refunds.sweepSafely();
          return { received: true };
        },
      );
    });

    if (!(provider instanceof SandboxProvider)) return;
    const sandbox = provider;

    app.get(
      '/payment/Sandbox/Checkout/:sessionId',
      {
        config: { auth: 'open', tenancy: 'none', answers: 'text/html' },
        schema: { hide: true, params },
      },
      async (request, reply) => {
        const session = isUuid(request.params.sessionId)
          ? await pendingSession(db, request.params.sessionId)
          : null;
        if (!session) throw AppError.notFound('Payment');
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(checkoutPage(session));
      },
    );

    app.post(
      '/payment/Sandbox/Checkout/:sessionId',
      {
        config: { auth: 'open', tenancy: 'none', answers: 'redirect' },
        schema: { hide: true, params, body: z.object({ action: z.enum(['pay', 'cancel']) }) },
      },
      async (request, reply) => {
        const session = isUuid(request.params.sessionId)
          ? await pendingSession(db, request.params.sessionId)
          : null;
        if (!session) throw AppError.notFound('Payment');
        const type = request.body.action === 'pay' ? 'paid' : 'cancelled';
        const { raw, signature } = sandbox.signEvent({
          type,
          sessionId: session.id,
          amountMinor: session.amountMinor,
          currency: session.currency,
          createdAt: Date.now(),
        });
        // The sandbox "bank" calls back exactly like a real provider: a signed event, verified.
        const result = await applyPaymentCallback(
          db,
          provider,
          raw,
          { [SANDBOX_SIGNATURE_HEADER]: signature },
          services.jobs,
        );
        if (result.refund) await refunds.sweepSafely();
        const outcome = type === 'paid' ? 'success' : 'cancelled';
        // A consumer goes back to the store it bought in; a buyer to its purchase order.
        return reply.redirect(
          session.consumerId
            ? `${await storeOrderPathOf(db, basePath, session.poId)}?payment=${outcome}`
            : orderPage(session.poId, outcome),
        );
      },
    );
  };
}
