import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  agentRegistrationSchema,
  businessCustomerRegistrationSchema,
  confirmEmailSchema,
  confirmEmailSuccessText,
  distributorRegistrationSchema,
  envelopeOf,
  forgotPasswordSchema,
  passwordChangedText,
  registrationResultSchema,
  registrationSuccessText,
  resetLinkSentText,
  resetPasswordSchema,
} from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { ok } from '../../platform/http/envelope.js';
import { AppError, OAuthError } from '../../platform/http/errors.js';
import { FailureThrottle, longestWait } from '../../platform/auth/throttle.js';
import type { Db } from '../../platform/db/client.js';
import { parseAuthBody } from './account-errors.js';
import { registerDistributor } from './register-distributor.js';
import { registerAgent } from './register-agent.js';
import { registerBusinessCustomer } from './register-business-customer.js';
import { confirmEmail } from './confirm-email.js';
import { forgotPassword, resetPassword } from './password-reset.js';

const registered = envelopeOf(registrationResultSchema);
const WINDOW_MS = 15 * 60_000;
const TOO_MANY = 'Too many requests. Please try again later.';

/**
 * Requests that send e-mail or create accounts are limited per window (shared by every process): per
 * IP for registrations, per address and per IP for reset links, so the portal cannot be used to
 * flood an inbox.
 */
function requestLimits(db: Db) {
  const registrations = new FailureThrottle(db, 'registration:ip', 30, WINDOW_MS);
  const resetsPerEmail = new FailureThrottle(db, 'reset:email', 5, WINDOW_MS);
  const resetsPerIp = new FailureThrottle(db, 'reset:ip', 30, WINDOW_MS);
  const check = async (
    pairs: [FailureThrottle, string][],
    oauth: boolean,
    reply?: FastifyReply,
  ) => {
    const wait = await longestWait(pairs);
    if (wait > 0) {
      const headers = { 'retry-after': String(wait) };
      if (oauth) {
        throw new OAuthError(
          429,
          'too_many_attempts',
          'too_many_requests_try_again_later',
          headers,
        );
      }
      reply?.headers(headers);
      throw new AppError('TOO_MANY_REQUESTS', TOO_MANY);
    }
    for (const [throttle, key] of pairs) await throttle.fail(key);
  };
  return {
    registration: (ip: string) => check([[registrations, ip]], true),
    reset: (ip: string, email: string, reply: FastifyReply) =>
      check(
        [
          [resetsPerEmail, email.trim().toLowerCase()],
          [resetsPerIp, ip],
        ],
        false,
        reply,
      ),
  };
}
const done = envelopeOf(z.null());

/**
 * Registration, e-mail confirmation and password reset (spec section 7 "Auth and account"). The
 * register variants and confirm are auth endpoints: their errors are OAuth-style, with the form's
 * field errors under `errors`. Bodies are parsed by the handlers so that they can answer that way.
 */
export function accountRoutes(services: Services): FastifyPluginAsyncZod {
  const authEndpoint = (summary: string, body: z.ZodType, response: z.ZodType) => ({
    config: { auth: 'public' as const, tenancy: 'none' as const },
    attachValidation: true,
    schema: { tags: ['auth'], summary, body, response: { 200: response } },
  });

  const limits = requestLimits(services.database.db);
  return async (app) => {
    app.post(
      '/registerDistributor',
      authEndpoint(
        'Register a distributor company and its admin (confirmation e-mail follows)',
        distributorRegistrationSchema,
        registered,
      ),
      async (request) => {
        const input = parseAuthBody(distributorRegistrationSchema, request.body);
        await limits.registration(request.ip);
        return ok(await registerDistributor(services, input), registrationSuccessText);
      },
    );

    app.post(
      '/registerAgent',
      authEndpoint(
        'Register an agent through an agent link token',
        agentRegistrationSchema,
        registered,
      ),
      async (request) => {
        const input = parseAuthBody(agentRegistrationSchema, request.body);
        await limits.registration(request.ip);
        return ok(await registerAgent(services, input), registrationSuccessText);
      },
    );

    app.post(
      '/identity/Account/RegisterBusinessCustomer',
      authEndpoint(
        "Register a business customer through a distributor's invitation link",
        businessCustomerRegistrationSchema,
        registered,
      ),
      async (request) => {
        const input = parseAuthBody(businessCustomerRegistrationSchema, request.body);
        await limits.registration(request.ip);
        return ok(await registerBusinessCustomer(services, input), registrationSuccessText);
      },
    );

    app.patch(
      '/confirm',
      authEndpoint('Confirm an e-mail address with the e-mailed token', confirmEmailSchema, done),
      async (request) => {
        await confirmEmail(services, parseAuthBody(confirmEmailSchema, request.body));
        return ok(null, confirmEmailSuccessText);
      },
    );

    app.post(
      '/admin/Password/ForgotByEmail',
      {
        config: { auth: 'public', tenancy: 'none' as const },
        schema: {
          tags: ['identity'],
          summary: 'E-mail a reset link; the same answer whether or not the address exists',
          body: forgotPasswordSchema,
          response: { 200: done },
        },
      },
      async (request, reply) => {
        await limits.reset(request.ip, request.body.email, reply);
        await forgotPassword(services, request.body);
        return ok(null, resetLinkSentText);
      },
    );

    app.post(
      '/admin/Password/ResetByEmail',
      {
        config: { auth: 'public', tenancy: 'none' as const },
        schema: {
          tags: ['identity'],
          summary: 'Set a new password with the e-mailed single-use token',
          body: resetPasswordSchema,
          response: { 200: done },
        },
      },
      async (request) => {
        await resetPassword(services, request.body);
        return ok(null, passwordChangedText);
      },
    );
  };
}
