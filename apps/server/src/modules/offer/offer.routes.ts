import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  activeOfferSchema,
  activeOffersQuerySchema,
  bestSellingResource,
  directoryEntrySchema,
  envelopeOf,
  giftBackgroundImageResource,
  messages,
  moreDirectoryResource,
  offerGroupResource,
  PartnerOfferPath,
  partnerOfferResource,
  recommendResource,
} from '@wander/contract';
import { crudRoutes } from '../../crud/crud-routes.js';
import {
  bestSellings,
  giftBackgroundImages,
  moreDirectories,
  offerGroups,
  partnerOffers,
  recommendations,
} from '../../db/schema/index.js';
import type { Services } from '../../platform/services.js';
import { ok } from '../../platform/http/envelope.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import { currentCompany } from '../../platform/http/security.js';
import {
  activeOffers,
  directoryOf,
  offerOwnerOf,
  offerReferencesOf,
  offersInGroup,
  readableProductName,
} from './offer.queries.js';

const company = { scopeColumn: 'entityCode' } as const;
const tags = ['network'];

/**
 * Setup > Offer (spec section 2): offer groups, partner offers, the directory, gift backgrounds,
 * top plans and recommendations on the resource engine, and the buyers' reads (valid offers and
 * the directory; the catalogue reads top plans and recommendations itself, see catalog.routes).
 */
export function offerRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;

  /** Stores the names of the products a line names (the list shows them); refuses others. */
  const productNames =
    (fields: Record<string, string>) =>
    async (request: FastifyRequest, body: Record<string, unknown>) => {
      for (const [idKey, nameKey] of Object.entries(fields)) {
        const id = body[idKey];
        const name =
          typeof id === 'string' && isUuid(id)
            ? await readableProductName(db, currentCompany(request), id)
            : undefined;
        if (!name) {
          const label = idKey === 'productId' ? 'Product' : 'Recommended Product';
          throw AppError.validation({ [idKey]: [messages.invalidOption(label)] });
        }
        body[nameKey] = name;
      }
    };

  return async (app) => {
    // An offer group holding offers is refused with what uses it (the key restricts it anyway).
    await app.register(async (scope) => {
      scope.addHook('preHandler', async (request) => {
        if (request.method !== 'DELETE') return;
        const id = (request.params as { id?: string }).id;
        if (!id || !isUuid(id)) return;
        const used = await offersInGroup(db, currentCompany(request).entityCode, id);
        if (used > 0) {
          throw new AppError(
            'CONFLICT',
            `This Offer Group is used by ${used} partner offer${used === 1 ? '' : 's'} and cannot be deleted`,
          );
        }
      });
      await scope.register(
        crudRoutes(services, offerGroupResource, { table: offerGroups, ...company }),
      );
    });
    await app.register(
      crudRoutes(services, partnerOfferResource, {
        table: partnerOffers,
        ...company,
        // The group and the customer groups must be the company's own (ids are not secrets).
        beforeWrite: async (request, body) => {
          const found = await offerReferencesOf(
            db,
            currentCompany(request).entityCode,
            body.offerGroupId as string,
            (body.customerGroupIds as string[] | undefined) ?? [],
          );
          const errors: Record<string, string[]> = {};
          if (!found.offerGroup) errors.offerGroupId = [messages.invalidOption('Offer Group')];
          if (!found.customerGroups) {
            errors.customerGroupIds = [messages.invalidOption('Customer Groups')];
          }
          if (Object.keys(errors).length) throw AppError.validation(errors);
        },
      }),
    );
    await app.register(
      crudRoutes(services, moreDirectoryResource, { table: moreDirectories, ...company }),
    );
    await app.register(
      crudRoutes(services, giftBackgroundImageResource, {
        table: giftBackgroundImages,
        ...company,
      }),
    );
    await app.register(
      crudRoutes(services, bestSellingResource, {
        table: bestSellings,
        ...company,
        beforeWrite: productNames({ productId: 'productName' }),
      }),
    );
    await app.register(
      crudRoutes(services, recommendResource, {
        table: recommendations,
        ...company,
        beforeWrite: productNames({
          productId: 'productName',
          recommendedProductId: 'recommendedProductName',
        }),
      }),
    );

    app.get(
      `/${PartnerOfferPath.activeOffers}`,
      {
        config: { auth: 'signedIn', tenancy: 'company' },
        schema: {
          tags,
          querystring: activeOffersQuerySchema,
          response: { 200: envelopeOf(z.array(activeOfferSchema)) },
        },
      },
      async (request) =>
        ok(
          await activeOffers(
            db,
            offerOwnerOf(currentCompany(request)),
            currentCompany(request).entityCode,
            request.query.countryCode,
          ),
        ),
    );

    app.get(
      `/${PartnerOfferPath.directory}`,
      {
        config: { auth: 'signedIn', tenancy: 'company' },
        schema: { tags, response: { 200: envelopeOf(z.array(directoryEntrySchema)) } },
      },
      async (request) => ok(await directoryOf(db, offerOwnerOf(currentCompany(request)))),
    );
  };
}
