import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  APPOINTMENTS_PATH,
  appointmentAdjustSchema,
  appointmentCancelSchema,
  appointmentDetailSchema,
  envelopeOf,
} from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { ok } from '../../platform/http/envelope.js';
import { actorOf } from '../orders/index.js';
import { getAppointment } from './get-appointment.js';
import {
  adjustAppointment,
  cancelAppointment,
  completeAppointment,
  confirmAppointment,
} from './move-appointment.js';
import { appointmentRow } from './appointment-row.js';

const idParams = z.object({ id: z.string().max(64) });
const detail = envelopeOf(appointmentDetailSchema);
const P = `/${APPOINTMENTS_PATH}`;

/** The actions of spec section 7 "Appointments": Confirm, Cancel (a reason), Complete, Adjust. */
export function appointmentActionRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  const can = (action: string) => ({ auth: { resource: APPOINTMENTS_PATH, action } });
  const tags = ['service'];

  return async (app) => {
    app.put(
      `${P}/Confirm/:id`,
      {
        config: { ...can('Update'), tenancy: appointmentRow(), bodyExempt: 'noBody' },
        schema: { tags, params: idParams, response: { 200: detail } },
      },
      async (request) => {
        const actor = actorOf(request);
        await db.transaction((tx) => confirmAppointment(tx, actor, request.params.id));
        return ok(await getAppointment(db, actor, request.params.id), 'Appointment confirmed');
      },
    );
    app.put(
      `${P}/Cancel/:id`,
      {
        config: { ...can('Update'), tenancy: appointmentRow({ reason: 'Probe' }) },
        schema: {
          tags,
          params: idParams,
          body: appointmentCancelSchema,
          response: { 200: detail },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        await db.transaction((tx) =>
          cancelAppointment(tx, actor, request.params.id, request.body.reason),
        );
        return ok(await getAppointment(db, actor, request.params.id), 'Appointment cancelled');
      },
    );
    app.put(
      `${P}/Complete/:id`,
      {
        config: { ...can('Update'), tenancy: appointmentRow(), bodyExempt: 'noBody' },
        schema: { tags, params: idParams, response: { 200: detail } },
      },
      async (request) => {
        const actor = actorOf(request);
        await db.transaction((tx) => completeAppointment(tx, actor, request.params.id));
        return ok(await getAppointment(db, actor, request.params.id), 'Appointment completed');
      },
    );
    app.put(
      `${P}/Adjust/:id`,
      {
        config: {
          ...can('Update'),
          tenancy: appointmentRow({
            products: [{ variantId: '00000000-0000-4000-8000-000000000000', qty: 1 }],
          }),
        },
        schema: {
          tags,
          params: idParams,
          body: appointmentAdjustSchema,
          response: { 200: detail },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        await db.transaction((tx) => adjustAppointment(tx, actor, request.params.id, request.body));
        return ok(await getAppointment(db, actor, request.params.id), 'Appointment adjusted');
      },
    );
  };
}
