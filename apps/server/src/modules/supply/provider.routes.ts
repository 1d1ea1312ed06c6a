import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  sortByLabel,
  envelopeOf,
  PROVIDER_KIND_OPTIONS,
  sendsNotices,
  providerResource,
  SupplyPaths,
  SupplyText,
  testConnectionResultSchema,
  webhookUrlSchema,
} from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { ok } from '../../platform/http/envelope.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import { currentCompany } from '../../platform/http/security.js';
import { crudRoutes } from '../../crud/crud-routes.js';
import { providers } from '../../db/schema/index.js';
import { credentialsHint, openCredentials, sealCredentials } from './credentials.js';
import type { ProviderCredentials } from './provider-adapter.js';
import { providerOf } from './provider.queries.js';
import { checkConnection } from './refresh-balance.js';
import { claimSync } from './sync-provider-packages.js';
import { queueSync } from './supply-jobs.js';

const RESOURCE = providerResource.apiPath;
const providerRow = (action: string) => ({
  auth: { resource: RESOURCE, action },
  tenancy: { table: providers, owner: providers.entityCode },
});
const idParams = z.object({ id: z.string().max(64) });

/**
 * product/Providers on the engine (credentials sealed before the write, never read back; the API
 * Address validated by the contract as https, or http on this machine), with Test connection and
 * Sync.
 */
export function providerRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  const box = services.secrets;
  const demoAllowed = services.config.supply.demoSupplier;
  return async (app) => {
    await app.register(
      crudRoutes(services, providerResource, {
        table: providers,
        scopeColumn: 'entityCode',
        beforeWrite: async (request, body, id) => {
          // An empty API Address is none: the provider's own address.
          if ('apiBaseUrl' in body) body.apiBaseUrl = (body.apiBaseUrl as string | null) || null;
          await refuseDemoSupplier(request, body, id);
          const given = {
            clientId: (body.clientId as string | null | undefined) || undefined,
            clientSecret: (body.clientSecret as string | null | undefined) || undefined,
            webhookSecret: (body.webhookSecret as string | null | undefined) || undefined,
          };
          delete body.clientId;
          delete body.clientSecret;
          delete body.webhookSecret;
          let stored: ProviderCredentials | null = null;
          if (id) {
            // An edit that leaves the credentials empty keeps the stored ones.
            if (!given.clientId && !given.clientSecret && !given.webhookSecret) return;
            const row = isUuid(id)
              ? await providerOf(db, currentCompany(request).entityCode, id)
              : null;
            if (!row) throw AppError.notFound('Provider');
            try {
              stored = openCredentials(box, row.credentialsEnc);
            } catch {
              stored = null;
            }
          }
          const credentials: ProviderCredentials = {
            clientId: given.clientId ?? stored?.clientId ?? '',
            clientSecret: given.clientSecret ?? stored?.clientSecret ?? '',
            ...((given.webhookSecret ?? stored?.webhookSecret) && {
              webhookSecret: given.webhookSecret ?? stored?.webhookSecret,
            }),
          };
          if (!credentials.clientId || !credentials.clientSecret) {
            throw AppError.validation({
              ...(!credentials.clientId && { clientId: ['Client ID / Access Code is required'] }),
              ...(!credentials.clientSecret && {
                clientSecret: ['Client Secret / Secret Key is required'],
              }),
            });
          }
          body.credentialsEnc = sealCredentials(box, credentials);
          body.credentialsHint = credentialsHint(credentials);
        },
      }),
    );

    // The Kind select of the provider form: the Demo Supplier only where it is allowed.
    app.get(
      `/${SupplyPaths.kindOptions}`,
      {
        config: { auth: { resource: RESOURCE, action: 'View' }, tenancy: 'company' },
        schema: {
          tags: ['product'],
          response: {
            200: envelopeOf(z.array(z.object({ label: z.string(), value: z.string() }))),
          },
        },
      },
      // In the select-list order (by label), as every GetSelectList answers.
      async () =>
        ok(
          sortByLabel(
            PROVIDER_KIND_OPTIONS.filter((o) => o.value !== 'demo' || demoAllowed).map((o) => ({
              ...o,
            })),
          ),
        ),
    );

    app.post(
      `/${SupplyPaths.testConnection(':id')}`,
      {
        config: { ...providerRow('View'), bodyExempt: 'noBody' },
        schema: {
          tags: ['product'],
          params: idParams,
          response: { 200: envelopeOf(testConnectionResultSchema) },
        },
      },
      async (request) => {
        const row = await ownProvider(request.params.id, currentCompany(request).entityCode);
        const result = await checkConnection(db, services, row);
        return ok(result, result.message);
      },
    );

    app.post(
      `/${SupplyPaths.sync(':id')}`,
      {
        config: { ...providerRow('Update'), bodyExempt: 'noBody' },
        schema: {
          tags: ['product'],
          params: idParams,
          response: { 200: envelopeOf(providerResource.row) },
        },
      },
      async (request) => {
        const entityCode = currentCompany(request).entityCode;
        const row = await ownProvider(request.params.id, entityCode);
        if (!(await claimSync(db, entityCode, row.id))) {
          throw new AppError('CONFLICT', SupplyText.syncRunning);
        }
        await queueSync(services.jobs, entityCode, row.id);
        const [fresh] = await db
          .select()
          .from(providers)
          .where(and(eq(providers.entityCode, entityCode), eq(providers.id, row.id)));
        return ok(
          { ...fresh, lastSyncAt: fresh.lastSyncAt?.toISOString() ?? null },
          SupplyText.syncStarted,
        );
      },
    );

    /**
     * The Demo Supplier hands out made-up eSIMs at no cost: like the sandbox card, a distributor
     * connects it only on the embedded demo or where SUPPLY_DEMO=true allows it. Elsewhere no
     * provider becomes one, and an existing one (deactivated at start-up) stays off.
     */
    async function refuseDemoSupplier(
      request: FastifyRequest,
      body: Record<string, unknown>,
      id: string | undefined,
    ) {
      if (demoAllowed || body.kind !== 'demo') return;
      const row =
        id && isUuid(id) ? await providerOf(db, currentCompany(request).entityCode, id) : null;
      if (row?.kind === 'demo' && body.isActive === false) return;
      throw AppError.validation({ kind: [SupplyText.demoSupplierOff] });
    }
    app.get(
      `/${SupplyPaths.webhookUrl(':id')}`,
      {
        config: providerRow('View'),
        schema: {
          tags: ['product'],
          params: idParams,
          response: { 200: envelopeOf(webhookUrlSchema) },
        },
      },
      async (request) => {
        const row = await ownProvider(request.params.id, currentCompany(request).entityCode);
        const kind = sendsNotices(row.kind) ? row.kind : null;
        const path = kind && SupplyPaths.webhook(kind, row.webhookToken);
        return ok({ webhookUrl: path ? `${services.config.publicBaseUrl}api/${path}` : null });
      },
    );

    async function ownProvider(id: string, entityCode: string) {
      const row = isUuid(id) ? await providerOf(db, entityCode, id) : null;
      if (!row) throw AppError.notFound('Provider');
      return row;
    }
  };
}
