import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeOf,
  invoiceCustomerOptionSchema,
  ManualInvoiceMessage,
  manualInvoiceInputSchema,
  manualInvoiceSavedSchema,
  SuccessMessage,
} from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { ok } from '../../platform/http/envelope.js';
import { invoiceRow } from '../../db/tenant-rows.js';
import { invoiceCustomerOptions } from './manual-invoice-lines.js';
import {
  createManualInvoice,
  deleteManualInvoice,
  invoiceOptions,
  updateManualInvoice,
} from './manual-invoice.js';
import { actorOf } from './order-actor.js';

const idParams = z.object({ id: z.string().max(64) });
const saved = envelopeOf(manualInvoiceSavedSchema);
const tags = ['payment'];
const selectOptionSchema = z.object({ label: z.string(), value: z.string() });
/** What the tenancy suite sends as another company's edit: a valid body for a made-up line. */
const probeBody = {
  customerEntityCode: 'CUST001',
  invoiceDate: '2026-11-25',
  lines: [{ variantId: '00000000-0000-4000-8000-000000000000', qty: 1 }],
};

/**
 * Manual invoices (issue 13): POST payment/Invoices (a Draft), PUT and DELETE payment/Invoices/{id}
 * while it is a Draft, GET payment/Invoices/GetSelectList and the customer options of the form.
 * Completing goes through PUT payment/Invoices/Complete[/{id}] (invoices.routes.ts).
 */
export function manualInvoicesRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  const invoices = (action: string) => ({ auth: { resource: 'payment/Invoices', action } });

  return async (app) => {
    app.get(
      '/payment/Invoices/GetSelectList',
      {
        config: { ...invoices('View'), tenancy: 'company' },
        schema: { tags, response: { 200: envelopeOf(z.array(selectOptionSchema)) } },
      },
      async (request) => ok(await invoiceOptions(db, actorOf(request).company.entityCode)),
    );
    app.get(
      '/payment/Invoices/GetCustomerOptions',
      {
        config: { ...invoices('Create'), tenancy: 'company' },
        schema: { tags, response: { 200: envelopeOf(z.array(invoiceCustomerOptionSchema)) } },
      },
      async (request) => ok(await invoiceCustomerOptions(db, actorOf(request).company.entityCode)),
    );
    app.post(
      '/payment/Invoices',
      {
        config: { ...invoices('Create'), tenancy: 'company' },
        schema: { tags, body: manualInvoiceInputSchema, response: { 200: saved } },
      },
      async (request) => {
        const actor = actorOf(request);
        const row = await db.transaction((tx) => createManualInvoice(tx, actor, request.body));
        return ok(row, SuccessMessage.created);
      },
    );
    app.put(
      '/payment/Invoices/:id',
      {
        config: { ...invoices('Update'), tenancy: { ...invoiceRow, body: probeBody } },
        schema: {
          tags,
          params: idParams,
          body: manualInvoiceInputSchema,
          response: { 200: saved },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const row = await db.transaction((tx) =>
          updateManualInvoice(tx, actor, request.params.id, request.body),
        );
        return ok(row, ManualInvoiceMessage.updated);
      },
    );
    app.delete(
      '/payment/Invoices/:id',
      {
        config: { ...invoices('Delete'), tenancy: invoiceRow },
        schema: { tags, params: idParams, response: { 200: saved } },
      },
      async (request) => {
        const actor = actorOf(request);
        const row = await db.transaction((tx) => deleteManualInvoice(tx, actor, request.params.id));
        return ok(row, ManualInvoiceMessage.deleted);
      },
    );
  };
}
