import { z } from 'zod';
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
import { parseAuthBody } from './account-errors.js';
import { registerDistributor } from './register-distributor.js';
import { registerAgent } from './register-agent.js';
import { registerBusinessCustomer } from './register-business-customer.js';
import { confirmEmail } from './confirm-email.js';
import { forgotPassword, resetPassword } from './password-reset.js';

const registered = envelopeOf(registrationResultSchema);
const done = envelopeOf(z.null());

/**
 * Registration, e-mail confirmation and password reset (spec section 7 "Auth and account"). The
 * register variants and confirm are auth endpoints: their errors are OAuth-style, with the form's
 * field errors under `errors`. Bodies are parsed by the handlers so that they can answer that way.
 */
export function accountRoutes(services: Services): FastifyPluginAsyncZod {
  const authEndpoint = (summary: string, body: z.ZodType, response: z.ZodType) => ({
    config: { auth: 'public' as const },
    attachValidation: true,
    schema: { tags: ['auth'], summary, body, response: { 200: response } },
  });

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
        config: { auth: 'public' },
        schema: {
          tags: ['identity'],
          summary: 'E-mail a reset link; the same answer whether or not the address exists',
          body: forgotPasswordSchema,
          response: { 200: done },
        },
      },
      async (request) => {
        await forgotPassword(services, request.body);
        return ok(null, resetLinkSentText);
      },
    );

    app.post(
      '/admin/Password/ResetByEmail',
      {
        config: { auth: 'public' },
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
