import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { fromMinor, PAYDOLLAR_CURRENCY_CODES } from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import type { PayDollarGateway } from '../../platform/payments/index.js';
import { queueCardRefund } from './card-refunds.js';
import {
  applyPayDollarOrderFeed,
  isPayDollarOrderRef,
  pendingPayDollarSession,
} from './paydollar-checkout.js';
import { applyPayDollarDatafeed } from './wallet-top-up-callbacks.js';
import { payDollarRedirectPage } from './wallet-top-up-pages.js';
import { pendingTopUp } from './wallet-top-up.js';

/**
 * PayDollar's side of the app: payment/PayDollar/Pay/{id} posts PayDollar's hosted form for a
 * pending wallet top-up or a purchase order's pending payment session, and the datafeed
 * (payment/PayDollar/Datafeed) applies the verified result: a Ref `PS...` names an order's
 * payment session (paydollar-checkout.ts), anything else a top-up's orderRef.
 */
export function payDollarRoutes(
  services: Services,
  paydollar: PayDollarGateway,
): FastifyPluginAsyncZod {
  const { db } = services.database;
  const { basePath } = services.config;
  const tags = ['payment'];
  const params = z.object({ id: z.string().max(64) });
  const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

  /** The form for the page's id: a top-up's, else an order's payment session's. */
  const formFor = async (request: FastifyRequest, id: string) => {
    const topUp = await pendingTopUp(db, id, 'paydollar');
    const session = topUp ? null : await pendingPayDollarSession(db, id);
    const payment = topUp ?? session;
    if (!payment) return null;
    const back = (outcome: string) =>
      topUp
        ? `${origin(request)}${basePath}#/wallet?topUp=${topUp.id}&payment=${outcome}`
        : `${origin(request)}${basePath}#/purchase-order-detail/${session!.poId}?payment=${outcome}`;
    return paydollar.paymentForm({
      orderRef: payment.orderRef,
      currCode: PAYDOLLAR_CURRENCY_CODES[payment.currency],
      amount: fromMinor(payment.amountMinor).toFixed(2),
      successUrl: back('success'),
      failUrl: back('failed'),
      cancelUrl: back('cancelled'),
    });
  };

  return async (app) => {
    app.get(
      '/payment/PayDollar/Pay/:id',
      {
        config: { auth: 'open', tenancy: 'none', answers: 'text/html' },
        schema: { hide: true, params },
      },
      async (request, reply) => {
        const form = isUuid(request.params.id) ? await formFor(request, request.params.id) : null;
        if (!form) throw AppError.notFound('Payment');
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(payDollarRedirectPage(form));
      },
    );

    // The redirect page's script (Content-Security-Policy: scripts from our origin only).
    app.get(
      '/payment/PayDollar/AutoSubmit.js',
      {
        config: { auth: 'open', tenancy: 'none', answers: 'text/javascript' },
        schema: { hide: true },
      },
      async (_request, reply) =>
        reply
          .type('text/javascript; charset=utf-8')
          .header('cache-control', 'public, max-age=3600')
          .send("document.getElementById('pay').submit();\n"),
    );

    // PayDollar's datafeed: form-encoded, authenticated by its secureHash. Once verified it is
    // answered "OK" whatever came of it (PayDollar retries anything else); unverified: 400.
    app.post(
      '/payment/PayDollar/Datafeed',
      {
        config: {
          auth: 'open',
          tenancy: 'none',
          bodyExempt: 'providerCallback',
          answers: 'text/plain',
        },
        schema: { tags },
      },
      async (request, reply) => {
        const feed = paydollar.verifyDatafeed((request.body ?? {}) as Record<string, unknown>);
        if (!feed) return reply.code(400).type('text/plain').send('Invalid secureHash');
        try {
          if (isPayDollarOrderRef(feed.orderRef)) {
            const result = await applyPayDollarOrderFeed(db, feed, services.jobs);
            // Paid after the order was paid another way: given back through the refund job.
            if (result.refund) await queueCardRefund(services.jobs, result.sessionId);
          } else {
            await applyPayDollarDatafeed(db, feed);
          }
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          request.log.warn({ err: error, ref: feed.orderRef }, 'PayDollar datafeed refused');
        }
        return reply.type('text/plain').send('OK');
      },
    );
  };
}
