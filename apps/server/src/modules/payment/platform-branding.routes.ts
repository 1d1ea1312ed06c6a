import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeOf,
  PLATFORM_BRANDING,
  PlatformBrandingPath,
  PlatformBrandingText,
  platformBrandingRow,
  platformBrandingUpdate,
  platformPricingStatus as platformPricingStatusSchema,
} from '@wander/contract';
import type { FastifyRequest } from 'fastify';
import { wanderPlatforms } from '../../db/schema/index.js';
import type { Services } from '../../platform/services.js';
import { ok } from '../../platform/http/envelope.js';
import { currentCompany, isPlatformUser, type TenantRow } from '../../platform/http/security.js';
import { fileUploadRoute } from '../../platform/files/file-upload-route.js';
import {
  brandedPlatform,
  brandedPlatforms,
  updateBranding,
  type Brander,
} from './platform-branding.js';
import { platformPricingStatus } from './platform-pricing-status.js';

const tags = ['payment'];
const params = z.object({ id: z.string().max(64) }).strict();
/** A platform names its distributor: the company whose store it is. */
const platformRow = (body?: Record<string, unknown>): TenantRow => ({
  table: wanderPlatforms,
  owner: wanderPlatforms.distributorEntityCode,
  body,
});
const EXAMPLE = {
  storeName: 'Wander Malaysia',
  storeLogoUrl: null,
  storePrimaryColor: '#0b5cad',
  storeSupportEmail: 'help@wander.demo',
  storeDefaultLanguage: 'en',
};

const branderOf = (request: FastifyRequest): Brander => ({
  entityCode: currentCompany(request).entityCode,
  platformWide: isPlatformUser(request),
});

/**
 * payment/PlatformBranding (issue 37): the web stores' branding, edited by the distributor whose
 * store it is (its CompanyAdmin) and by the platform's staff, with the logo uploaded as an image.
 */
export function platformBrandingRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  const auth = (action: string) => ({ resource: PLATFORM_BRANDING, action });
  return async (app) => {
    // The logo: an image checked by its bytes and re-encoded, the company's until it is saved.
    await app.register(
      fileUploadRoute(services.files, {
        entity: PLATFORM_BRANDING,
        permission: PLATFORM_BRANDING,
        action: 'Update',
        kinds: ['image'],
      }),
    );

    app.get(
      `/${PlatformBrandingPath.list}`,
      {
        config: { auth: auth('View'), tenancy: 'company' },
        schema: {
          tags,
          summary: 'The platforms whose store the working company brands',
          response: { 200: envelopeOf(z.array(platformBrandingRow)) },
        },
      },
      async (request) => ok(await brandedPlatforms(db, branderOf(request))),
    );

    app.get(
      `/${PlatformBrandingPath.one(':id')}`,
      {
        config: { auth: auth('View'), tenancy: platformRow() },
        schema: { tags, params, response: { 200: envelopeOf(platformBrandingRow) } },
      },
      async (request) => ok(await brandedPlatform(db, branderOf(request), request.params.id)),
    );

    app.get(
      `/${PlatformBrandingPath.pricing(':id')}`,
      {
        config: { auth: auth('View'), tenancy: platformRow() },
        schema: {
          tags,
          summary: "What the platform's store has for sale in its currency (none: why)",
          params,
          response: { 200: envelopeOf(platformPricingStatusSchema) },
        },
      },
      async (request) => ok(await platformPricingStatus(db, branderOf(request), request.params.id)),
    );

    app.put(
      `/${PlatformBrandingPath.one(':id')}`,
      {
        config: { auth: auth('Update'), tenancy: platformRow(EXAMPLE) },
        schema: {
          tags,
          summary: "Saves a platform's store name, logo, colour, support e-mail and language",
          params,
          body: platformBrandingUpdate,
          response: { 200: envelopeOf(platformBrandingRow) },
        },
      },
      async (request) => {
        const saved = await updateBranding(
          db,
          services.files,
          branderOf(request),
          request.params.id,
          request.body,
        );
        return ok(saved, PlatformBrandingText.saved);
      },
    );
  };
}
