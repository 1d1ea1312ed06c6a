import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeOf,
  exchangeRateImportResultSchema,
  exchangeRateResource,
  ImportStatus,
} from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { ok } from '../../platform/http/envelope.js';
import { CSV_MULTIPART_LIMITS, uploadedFile } from '../../platform/http/csv-upload.js';
import { importExchangeRates } from './import-exchange-rates.js';
import { afterRatesStored } from './after-rates-stored.js';

/** POST network/ExchangeRates/Import (the platform admin: the resource's Create grant). */
export function exchangeRateImportRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  return async (app) => {
    await app.register(multipart, CSV_MULTIPART_LIMITS);
    app.post(
      `/${exchangeRateResource.apiPath}/Import`,
      {
        config: {
          auth: { resource: exchangeRateResource.permission, action: 'Create' },
          tenancy: 'global',
          bodyExempt: 'multipart',
        },
        schema: {
          tags: ['network'],
          response: { 200: envelopeOf(exchangeRateImportResultSchema) },
        },
      },
      async (request) => {
        const { content } = await uploadedFile(request);
        const result = await importExchangeRates(db, content);
        if (result.status === ImportStatus.completed) await afterRatesStored(db, request.log);
        return ok(
          result,
          result.status === ImportStatus.completed
            ? `${result.importedRows} rate(s) imported`
            : result.errors.length === 0
              ? 'The file has no rates'
              : `${new Set(result.errors.map((e) => e.row)).size} row(s) of the file are invalid; nothing was imported`,
        );
      },
    );
  };
}
