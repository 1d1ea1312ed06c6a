import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeOf,
  profileSchema,
  SuccessMessage,
  tokenRequestSchema,
  tokenResponseSchema,
  updateProfileSchema,
} from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { ok } from '../../platform/http/envelope.js';
import { requireAuth } from '../../platform/http/security.js';
import { changePassword, changePasswordBody } from './change-password.js';
import { issueToken } from './issue-token.js';
import { revokeToken, tokenRevokeRequestSchema } from './revoke-token.js';
import { toProfile, updateProfile } from './profile.js';
import { twoFactorRoutes } from './two-factor.routes.js';
import { firstRunRoutes } from './first-run.routes.js';

const profileEnvelope = envelopeOf(profileSchema);

export function identityRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  const freshProfile = async (userId: string) => {
    services.contexts.invalidate(userId);
    const ctx = await services.contexts.get(userId);
    if (!ctx) throw new Error('signed-in user vanished');
    return toProfile(ctx);
  };

  return async (app) => {
    app.post(
      '/token',
      {
        config: { auth: 'public', tenancy: 'none' },
        attachValidation: true,
        schema: {
          tags: ['auth'],
          summary: 'Password and refresh-token grants (form-encoded); errors are OAuth-style',
          body: tokenRequestSchema,
          response: { 200: tokenResponseSchema },
        },
      },
      // Validation errors are answered OAuth-style by issueToken, not by the generic handler.
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return issueToken(services, request.body, request.ip);
      },
    );

    app.post(
      '/token/revoke',
      {
        config: { auth: 'public', tenancy: 'none' },
        schema: {
          tags: ['auth'],
          summary: "Sign-out: ends the refresh token's session and its access tokens (RFC 7009)",
          body: tokenRevokeRequestSchema,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        await revokeToken(services, request.body);
        return ok(null);
      },
    );

    app.get(
      '/admin/Profile',
      {
        config: { auth: 'signedIn', tenancy: 'self', twoFactorSetup: true },
        schema: { tags: ['identity'], response: { 200: profileEnvelope } },
      },
      async (request) => ok(toProfile(requireAuth(request))),
    );

    app.put(
      '/admin/Profile',
      {
        config: { auth: 'signedIn', tenancy: 'self', twoFactorSetup: true },
        schema: {
          tags: ['identity'],
          body: updateProfileSchema,
          response: { 200: profileEnvelope },
        },
      },
      async (request) => {
        const ctx = requireAuth(request);
        await updateProfile(db, ctx.userId, request.body);
        return ok(await freshProfile(ctx.userId), SuccessMessage.updated);
      },
    );

    app.post(
      '/admin/Password/ChangePassword',
      {
        config: { auth: 'signedIn', tenancy: 'self', twoFactorSetup: true },
        schema: {
          tags: ['identity'],
          body: changePasswordBody,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (request) => {
        const ctx = requireAuth(request);
        await changePassword(db, ctx.userId, ctx.familyId, request.body);
        // The other sessions' access tokens end now in this process too (NOTIFY tells the rest).
        services.contexts.invalidate(ctx.userId);
        return ok(null, 'Your password has been changed successfully.');
      },
    );

    app.post(
      '/identity/account/Reload',
      {
        config: { auth: 'signedIn', tenancy: 'self', bodyExempt: 'noBody' },
        schema: { tags: ['identity'], response: { 200: profileEnvelope } },
      },
      async (request) => ok(await freshProfile(requireAuth(request).userId)),
    );

    await app.register(twoFactorRoutes(services));
    await app.register(firstRunRoutes(services));
  };
}
