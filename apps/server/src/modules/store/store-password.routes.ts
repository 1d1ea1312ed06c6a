import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeOf,
  PASSWORD_CHANGED,
  RESET_LINK_SENT,
  StorePath,
  storeForgotPasswordRequest,
  storeResetPasswordRequest,
} from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { ok } from '../../platform/http/envelope.js';
import { storeThrottle } from './store-throttle.js';
import { storeDistributorOf } from './store-session.js';
import { forgotConsumerPassword, resetConsumerPassword } from './reset-consumer-password.js';

/** A consumer who forgot its password (issue 28): a reset link by e-mail, then a new password. */
export function storePasswordRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    const throttle = storeThrottle(services);
    app.post(
      `/${StorePath.forgotPassword}`,
      {
        // Limited like sign-ups: each one may send an e-mail.
        config: { auth: 'platform', tenancy: 'none', errors: [429] },
        schema: {
          tags: ['store'],
          summary: 'E-mails a link to choose a new password (the same answer for any address)',
          body: storeForgotPasswordRequest,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (request, reply) => {
        const platform = storeDistributorOf(request);
        await throttle.signUp(request.ip, reply);
        await forgotConsumerPassword(services, platform, request.body.email);
        return ok(null, RESET_LINK_SENT);
      },
    );

    app.post(
      `/${StorePath.resetPassword}`,
      {
        config: { auth: 'platform', tenancy: 'none' },
        schema: {
          tags: ['store'],
          summary: "Sets a new password with the reset link's token",
          body: storeResetPasswordRequest,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (request) => {
        const platform = storeDistributorOf(request);
        await resetConsumerPassword(services, platform.entityCode, request.body);
        return ok(null, PASSWORD_CHANGED);
      },
    );
  };
}
