import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createVariantSchema,
  deleteVariantsQuerySchema,
  envelopeOf,
  ProductAdminPath,
  productDetailSchema,
  productResource,
  productVariantRowSchema,
  SuccessMessage,
  updateVariantSchema,
  variantQuantitySchema,
  productVariantForm,
} from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { ok } from '../../platform/http/envelope.js';
import { currentCompany } from '../../platform/http/security.js';
import { requireProduct } from './product-access.js';
import { productDetail, quantitiesOf } from './product-admin.queries.js';
import { createVariant, updateVariant } from './save-variant.js';
import { deleteVariants } from './delete-variants.js';
import { productRow, variantRow } from '../../db/tenant-rows.js';

const perm = (action: string) => ({ auth: { resource: productResource.permission, action } });
const tags = ['product'];
const idParams = z.object({ id: z.string().max(64) });

/**
 * A product's variants (spec section 7, "Product and plan"): the product with its variants for
 * the edit page, the stock per variant, and creating, changing and deleting variants. The
 * product itself (GetDetail, POST, PUT, DELETE) is on the engine.
 */
export function productVariantRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  return async (app) => {
    app.get(
      `/${ProductAdminPath.detailForEdit}/:id`,
      {
        config: { ...perm('View'), tenancy: productRow('params.id') },
        schema: { tags, params: idParams, response: { 200: envelopeOf(productDetailSchema) } },
      },
      async (request) => {
        const product = await requireProduct(db, currentCompany(request), request.params.id);
        return ok(await productDetail(db, product.id, product.isOwner));
      },
    );

    app.get(
      `/${ProductAdminPath.quantity}/:id`,
      {
        config: { ...perm('View'), tenancy: productRow('params.id') },
        schema: {
          tags,
          params: idParams,
          response: { 200: envelopeOf(z.array(variantQuantitySchema)) },
        },
      },
      async (request) => {
        const company = currentCompany(request);
        const product = await requireProduct(db, company, request.params.id);
        return ok(await quantitiesOf(db, company.entityCode, product.id));
      },
    );

    app.post(
      `/${ProductAdminPath.createVariant}`,
      {
        config: {
          ...perm('Create'),
          tenancy: { ...productRow('body.productId'), body: productVariantForm.example.create },
        },
        schema: {
          tags,
          body: createVariantSchema,
          response: { 200: envelopeOf(productVariantRowSchema) },
        },
      },
      async (request) =>
        ok(await createVariant(db, currentCompany(request), request.body), SuccessMessage.created),
    );

    app.put(
      `/${ProductAdminPath.updateVariant}/:id`,
      {
        config: {
          ...perm('Update'),
          tenancy: { ...variantRow('params.id'), body: productVariantForm.example.update },
        },
        schema: {
          tags,
          params: idParams,
          body: updateVariantSchema,
          response: { 200: envelopeOf(productVariantRowSchema) },
        },
      },
      async (request) =>
        ok(
          await updateVariant(db, currentCompany(request), request.params.id, request.body),
          SuccessMessage.updated,
        ),
    );

    app.delete(
      `/${ProductAdminPath.deleteVariant}`,
      {
        config: { ...perm('Delete'), tenancy: variantRow('query.ids[]') },
        schema: {
          tags,
          querystring: deleteVariantsQuerySchema,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (request) => {
        await deleteVariants(db, currentCompany(request), request.query.ids);
        return ok(null, SuccessMessage.deleted);
      },
    );
  };
}
