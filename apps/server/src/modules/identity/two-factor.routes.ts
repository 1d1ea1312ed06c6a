import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiPath,
  confirmTwoFactorSchema,
  disableTwoFactorSchema,
  envelopeOf,
  recoveryCodesSchema,
  resetTwoFactorResultSchema,
  Resource,
  twoFactorEnrolmentSchema,
  twoFactorResetText,
  twoFactorStatusSchema,
} from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { ok } from '../../platform/http/envelope.js';
import { currentCompany, requireAuth } from '../../platform/http/security.js';
import { userRow } from '../../db/tenant-rows.js';
import { disableTwoFactor } from './disable-two-factor.js';
import { confirmTwoFactorEnrolment, startTwoFactorEnrolment } from './enrol-two-factor.js';
import { resetUserTwoFactor } from './reset-two-factor.js';
import {
  confirmedTwoFactor,
  recoveryCodesLeft,
  sealPlainTotpSecrets,
  twoFactorRequired,
} from './two-factor.queries.js';

const tags = ['identity'];
const path = (p: string) => `/${p}`;
const noStore = { 'cache-control': 'no-store' };

/** Two-factor sign-in: the caller's own enrolment (profile) and the platform admin's reset. */
export function twoFactorRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;

  return async (app) => {
    // Secrets stored in the clear (the demo seed's, an older installation's) are sealed at start.
    app.addHook('onReady', async () => {
      const sealed = await sealPlainTotpSecrets(db, services.secrets);
      if (sealed > 0) app.log.info({ sealed }, 'two-factor secrets sealed');
    });

    app.get(
      path(ApiPath.twoFactor),
      {
        config: { auth: 'signedIn', tenancy: 'self', twoFactorSetup: true },
        schema: { tags, response: { 200: envelopeOf(twoFactorStatusSchema) } },
      },
      async (request) => {
        const { userId } = requireAuth(request);
        const [factor, required, left] = await Promise.all([
          confirmedTwoFactor(db, userId),
          twoFactorRequired(db, userId),
          recoveryCodesLeft(db, userId),
        ]);
        return ok({ enabled: factor !== null, required, recoveryCodesLeft: factor ? left : 0 });
      },
    );

    app.post(
      path(ApiPath.twoFactorEnrol),
      {
        config: { auth: 'signedIn', tenancy: 'self', twoFactorSetup: true, bodyExempt: 'noBody' },
        schema: {
          tags,
          summary: 'Starts an enrolment: the secret, its otpauth URI and QR code (answered once)',
          response: { 200: envelopeOf(twoFactorEnrolmentSchema) },
        },
      },
      async (request, reply) => {
        reply.headers(noStore);
        return ok(await startTwoFactorEnrolment(services, requireAuth(request)));
      },
    );

    app.post(
      path(ApiPath.twoFactorConfirm),
      {
        // Wrong codes count on the sign-in throttle (second-factor-throttle.ts): 429.
        config: { auth: 'signedIn', tenancy: 'self', twoFactorSetup: true, errors: [429] },
        schema: {
          tags,
          summary: 'Confirms the enrolment with a first code; answers ten recovery codes once',
          body: confirmTwoFactorSchema,
          response: { 200: envelopeOf(recoveryCodesSchema) },
        },
      },
      async (request, reply) => {
        reply.headers(noStore);
        const codes = await confirmTwoFactorEnrolment(
          services,
          requireAuth(request),
          request.body.otp,
          request.ip,
        );
        return ok(codes, 'Two-factor sign-in is on');
      },
    );

    app.post(
      path(ApiPath.twoFactorDisable),
      {
        config: { auth: 'signedIn', tenancy: 'self', errors: [429] },
        schema: { tags, body: disableTwoFactorSchema, response: { 200: envelopeOf(z.null()) } },
      },
      async (request) => {
        await disableTwoFactor(services, requireAuth(request), request.body, request.ip);
        return ok(null, 'Two-factor sign-in is off');
      },
    );

    app.post(
      `${path(ApiPath.resetUserTwoFactor)}/:id`,
      {
        config: {
          auth: { resource: Resource.Users, action: 'Update' },
          tenancy: userRow,
          bodyExempt: 'noBody',
        },
        schema: {
          tags: ['admin'],
          summary: "A platform admin removes a user's second factor (audited in the API log)",
          params: z.object({ id: z.string().max(64) }),
          response: { 200: envelopeOf(resetTwoFactorResultSchema) },
        },
      },
      async (request) => {
        const user = await resetUserTwoFactor(
          db,
          requireAuth(request),
          currentCompany(request).entityCode,
          request.params.id,
        );
        // Where the user's role requires it, they may now call only what sets it up again.
        services.contexts.invalidate(request.params.id);
        return ok(user, twoFactorResetText(user));
      },
    );
  };
}
