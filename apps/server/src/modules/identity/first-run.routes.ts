import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeOf,
  firstRunBeginSchema,
  firstRunCompleteSchema,
  firstRunDoneText,
  firstRunResultSchema,
  firstRunStatusQuerySchema,
  firstRunStatusSchema,
  twoFactorEnrolmentSchema,
} from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { ok } from '../../platform/http/envelope.js';
import { beginFirstRun, completeFirstRun, firstRunStatus } from './first-run.js';

/**
 * A real deployment's first run (docs/api-contract.md, "First run"): public calls that work only
 * with the one-time link the server printed, and only while no platform admin exists.
 */
export function firstRunRoutes(services: Services): FastifyPluginAsyncZod {
  const open = { auth: 'public' as const, tenancy: 'none' as const };
  return async (app) => {
    app.get(
      '/identity/FirstRun',
      {
        config: open,
        schema: {
          tags: ['identity'],
          summary: 'Whether the deployment still needs its first platform admin',
          querystring: firstRunStatusQuerySchema,
          response: { 200: envelopeOf(firstRunStatusSchema) },
        },
      },
      async (request) => ok(await firstRunStatus(services, request.query.token)),
    );

    app.post(
      '/identity/FirstRun/Begin',
      {
        config: open,
        schema: {
          tags: ['identity'],
          summary: "The first admin's two-factor secret and QR code (one-time setup link)",
          body: firstRunBeginSchema,
          response: { 200: envelopeOf(twoFactorEnrolmentSchema) },
        },
      },
      async (request) => ok(await beginFirstRun(services, request.body)),
    );

    app.post(
      '/identity/FirstRun/Complete',
      {
        config: open,
        schema: {
          tags: ['identity'],
          summary: 'Create the platform company and its admin with two-factor sign-in on',
          body: firstRunCompleteSchema,
          response: { 200: envelopeOf(firstRunResultSchema) },
        },
      },
      async (request) => ok(await completeFirstRun(services, request.body), firstRunDoneText),
    );
  };
}
