import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONFIRMATION_SENT,
  EMAIL_CONFIRMED,
  envelopeOf,
  SIGN_IN_FAILED,
  storeConfirmEmailRequest,
  storeConsumerProfile,
  storeLanguageRequest,
  storeMeResponse,
  storeSessionResponse,
  storeSignInRequest,
  storeSignUpRequest,
  StorePath,
} from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { consumers } from '../../db/schema/index.js';
import { AppError } from '../../platform/http/errors.js';
import { ok } from '../../platform/http/envelope.js';
import { verifyAgainstDummy, verifyPassword } from '../../platform/auth/passwords.js';
import { consumerProfileColumns, credentialStampOf } from './consumer-profile.js';
import { signConsumerToken } from './consumer-token.js';
import { storeThrottle } from './store-throttle.js';
import { consumerClaimsOf, signedInConsumer, storeDistributorOf } from './store-session.js';
import { storeShopRoutes } from './store-shop.routes.js';
import { storeDeviceRoutes } from './store-devices.routes.js';
import { storePlatformRoutes } from './store-platform.routes.js';
import { storeLogoRoutes } from './store-logo.routes.js';
import { storeCommissionRoutes } from './store-commissions.routes.js';
import { storePasswordRoutes } from './store-password.routes.js';
import { storeReceiptRoutes } from './store-receipt.routes.js';
import { signUpConsumer } from './sign-up-consumer.js';
import { confirmConsumerEmail, resendConsumerConfirmation } from './confirm-consumer-email.js';
import { affiliateApplicationRoutes } from './affiliate-application.routes.js';
import { ReceiptMailJobs } from './receipt-mail-jobs.js';

import { registerStoreErrors } from './store-errors.js';
import { setConsumerUsageAlert } from '../usage/consumer-alert-port.js';
import { queueConsumerUsageAlert } from './consumer-usage-alert.js';

/**
 * The store API (issue 15), versioned under /api/store/v1: the consumer apps call it with their
 * sales platform's API key (X-Api-Key); a signed-in consumer adds its consumer token as a bearer.
 * Consumers belong to the platform's distributor.
 */
export function storeRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  const { keys } = services;
  // A consumer's low-data and expiry alerts are the store's e-mails (usage's port).
  setConsumerUsageAlert(queueConsumerUsageAlert);
  return async (app) => {
    // A paid order's receipt e-mail (issue 41): its job, and the sweep of lost ones.
    const receipts = new ReceiptMailJobs(services, (error) =>
      app.log.error({ err: error }, 'receipt mail sweep failed'),
    );
    app.addHook('onReady', async () => receipts.start());
    app.addHook('onClose', async () => receipts.stop());
    // Its errors carry the store's codes (issue 41), for these routes and those registered below.
    registerStoreErrors(app);
    await app.register(affiliateApplicationRoutes(services));
    const distributorOf = storeDistributorOf;
    const throttle = storeThrottle(services);
    const session = async (platformId: string, consumer: { id: string }) =>
      signConsumerToken(keys, {
        consumerId: consumer.id,
        platformId,
        stamp: await credentialStampOf(db, consumer.id),
      });
    // Sign-up and sign-in are throttled per address and account (store-throttle.ts): 429.
    const config = { auth: 'platform' as const, tenancy: 'none' as const, errors: [429] };

    app.post(
      `/${StorePath.signUp}`,
      {
        config,
        schema: {
          tags: ['store'],
          summary: 'A consumer signs up (e-mail, password, name, country, optional referral code)',
          body: storeSignUpRequest,
          response: { 200: storeSessionResponse },
        },
      },
      async (request, reply) => {
        const platform = distributorOf(request);
        await throttle.signUp(request.ip, reply);
        const consumer = await signUpConsumer(services, platform, request.body, {
          // The consumer whose session the sign-up was sent from, if any.
          referrerSession: (await consumerClaimsOf(keys, request))?.consumerId,
        });
        return ok({ ...(await session(platform.id, consumer)), consumer }, 'Signed up');
      },
    );

    app.post(
      `/${StorePath.confirmEmail}`,
      {
        config: { auth: 'platform', tenancy: 'none' },
        schema: {
          tags: ['store'],
          summary:
            "Confirms a consumer's e-mail address with its link's token; adds the sign-up coupons",
          body: storeConfirmEmailRequest,
          response: { 200: envelopeOf(storeConsumerProfile) },
        },
      },
      async (request) => {
        const platform = distributorOf(request);
        const consumer = await confirmConsumerEmail(services, platform.entityCode, request.body);
        return ok(consumer, EMAIL_CONFIRMED);
      },
    );

    app.post(
      `/${StorePath.resendConfirmation}`,
      {
        // Limited like sign-ups: each one sends an e-mail.
        config: { auth: 'platform', tenancy: 'self', bodyExempt: 'noBody', errors: [409, 429] },
        schema: {
          tags: ['store'],
          summary: "Sends the signed-in consumer's confirmation e-mail again",
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (request, reply) => {
        const { platform, consumer } = await signedInConsumer(db, keys, request);
        await throttle.signUp(request.ip, reply);
        await resendConsumerConfirmation(services, platform.entityCode, consumer);
        return ok(null, CONFIRMATION_SENT);
      },
    );

    app.post(
      `/${StorePath.signIn}`,
      {
        config,
        schema: {
          tags: ['store'],
          summary: 'A consumer signs in and gets a consumer token',
          body: storeSignInRequest,
          response: { 200: storeSessionResponse },
        },
      },
      async (request, reply) => {
        const platform = distributorOf(request);
        const { email } = request.body;
        await throttle.signInAllowed(platform.entityCode, email, request.ip, reply);
        const [row] = await db
          .select({ ...consumerProfileColumns, passwordHash: consumers.passwordHash })
          .from(consumers)
          .where(
            and(
              eq(consumers.entityCode, platform.entityCode),
              eq(consumers.email, request.body.email),
              eq(consumers.status, 'Active'),
            ),
          );
        const valid = row?.passwordHash
          ? await verifyPassword(row.passwordHash, request.body.password)
          : (await verifyAgainstDummy(request.body.password), false);
        if (!row || !valid) {
          await throttle.signInFailed(platform.entityCode, email, request.ip);
          throw AppError.unauthorized(SIGN_IN_FAILED);
        }
        await throttle.signInSucceeded(platform.entityCode, email);
        const { passwordHash: _hash, ...consumer } = row;
        return ok({ ...(await session(platform.id, consumer)), consumer });
      },
    );

    app.get(
      `/${StorePath.me}`,
      {
        config: { auth: 'platform', tenancy: 'self' },
        schema: {
          tags: ['store'],
          summary: "The signed-in consumer's profile (Authorization: Bearer <consumer token>)",
          response: { 200: storeMeResponse },
        },
      },
      async (request) => ok((await signedInConsumer(db, keys, request)).consumer),
    );

    app.put(
      `/${StorePath.language}`,
      {
        config: { auth: 'platform', tenancy: 'self' },
        schema: {
          tags: ['store'],
          summary:
            "The signed-in consumer's language (en, ms, zh): its e-mails and PDFs are written in it",
          body: storeLanguageRequest,
          response: { 200: storeMeResponse },
        },
      },
      async (request) => {
        const { consumer } = await signedInConsumer(db, keys, request);
        await db
          .update(consumers)
          .set({ language: request.body.language })
          .where(eq(consumers.id, consumer.id));
        return ok({ ...consumer, language: request.body.language });
      },
    );
    await app.register(storeShopRoutes(services));
    await app.register(storeDeviceRoutes(services));
    await app.register(storePlatformRoutes(services));
    await app.register(storeLogoRoutes(services));
    await app.register(storeCommissionRoutes(services));
    await app.register(storePasswordRoutes(services));
    await app.register(storeReceiptRoutes(services));
  };
}
