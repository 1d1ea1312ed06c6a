import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  APPOINTMENTS_PATH,
  appointmentConfigSchema,
  appointmentDetailSchema,
  appointmentInputSchema,
  appointmentRowSchema,
  envelopeOf,
  holidayResource,
  pagedEnvelopeOf,
  pagingRequestSchema,
  SuccessMessage,
  timePeriodRequestSchema,
  timePeriodsSchema,
  timeslotResource,
} from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { ok } from '../../platform/http/envelope.js';
import { appointmentRow } from './appointment-row.js';
import { appointmentActionRoutes } from './appointment-action.routes.js';
import { crudRoutes } from '../../crud/crud-routes.js';
import { appointments, holidays, timeslots } from '../../db/schema/index.js';
import { actorOf } from '../orders/index.js';
import { listOptions, searchList, type ListSpec } from '../../crud/list-search.js';
import { readConfig, updateConfig } from './appointment-config.js';
import { bookAppointment, mine, updateAppointment } from './book-appointment.js';
import { getAppointment } from './get-appointment.js';
import { deleteAppointment } from './move-appointment.js';
import { dayPeriods } from './time-periods.js';
import { timeslotRules } from './timeslot-rules.js';

const appointmentList: ListSpec = {
  columns: {
    id: appointments.id,
    customerName: appointments.customerName,
    customerPhone: appointments.customerPhone,
    purpose: appointments.purpose,
    appointmentDate: appointments.appointmentDate,
    startTime: appointments.startTime,
    endTime: appointments.endTime,
    location: appointments.location,
    status: appointments.status,
    createdAt: appointments.createdAt,
  },
  filters: {
    appointmentDate: ['eq', 'gte', 'lte', 'between'],
    customerName: ['contains', 'eq', 'startsWith'],
    customerPhone: ['contains', 'eq', 'startsWith'],
    purpose: ['eq'],
    status: ['eq', 'in'],
  },
  sorts: ['appointmentDate', 'startTime', 'customerName', 'status', 'createdAt'],
  defaultSort: { column: 'appointmentDate', order: 'asc', then: 'startTime' },
  money: [],
};

const idParams = z.object({ id: z.string().max(64) });
const detail = envelopeOf(appointmentDetailSchema);
const P = `/${APPOINTMENTS_PATH}`;

/**
 * The appointment area (spec section 7 "Appointments", section 8): timeslots and holidays on the
 * engine; appointments, their config, the day's periods and the actions written out, because a
 * booking counts and takes its period in one transaction and Complete issues a sale.
 */
export function appointmentRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  const can = (action: string) => ({ auth: { resource: APPOINTMENTS_PATH, action } });
  const tags = ['service'];

  return async (app) => {
    await app.register(
      crudRoutes(services, timeslotResource, {
        table: timeslots,
        scopeColumn: 'entityCode',
        beforeWrite: timeslotRules(db),
      }),
    );
    await app.register(appointmentActionRoutes(services));
    await app.register(
      crudRoutes(services, holidayResource, { table: holidays, scopeColumn: 'entityCode' }),
    );

    app.post(
      `${P}/Search`,
      {
        config: { ...can('View'), tenancy: 'company' },
        schema: {
          tags,
          body: pagingRequestSchema,
          response: { 200: pagedEnvelopeOf(appointmentRowSchema) },
        },
      },
      async (request) =>
        ok(
          (await searchList(
            db,
            appointments,
            appointmentList,
            request.body,
            mine(actorOf(request)),
          )) as never,
        ),
    );
    app.get(
      `${P}/GetSelectList`,
      {
        config: { ...can('View'), tenancy: 'company' },
        schema: {
          tags,
          response: {
            200: envelopeOf(z.array(z.object({ label: z.string(), value: z.string() }))),
          },
        },
      },
      async (request) => {
        return ok(
          await listOptions(db, appointments, appointmentList, mine(actorOf(request)), {
            sortBy: 'appointmentDate',
            limit: 1000,
            label: (i) =>
              `${String(i.appointmentDate)} ${String(i.startTime)} ${String(i.customerName)}`,
          }),
        );
      },
    );
    app.get(
      `${P}/GetDetail/:id`,
      {
        config: { ...can('View'), tenancy: appointmentRow() },
        schema: { tags, params: idParams, response: { 200: detail } },
      },
      async (request) => ok(await getAppointment(db, actorOf(request), request.params.id)),
    );
    app.post(
      P,
      {
        config: { ...can('Create'), tenancy: 'company' },
        schema: { tags, body: appointmentInputSchema, response: { 200: detail } },
      },
      async (request) => {
        const actor = actorOf(request);
        const id = await db.transaction((tx) => bookAppointment(tx, actor, request.body));
        return ok(await getAppointment(db, actor, id), SuccessMessage.created);
      },
    );

    app.get(
      `${P}/GetConfig`,
      {
        config: { ...can('View'), tenancy: 'company' },
        schema: { tags, response: { 200: envelopeOf(appointmentConfigSchema) } },
      },
      async (request) => ok(await readConfig(db, actorOf(request).company.entityCode)),
    );
    app.put(
      `${P}/UpdateConfig`,
      {
        config: { ...can('Update'), tenancy: 'company' },
        schema: {
          tags,
          body: appointmentConfigSchema,
          response: { 200: envelopeOf(appointmentConfigSchema) },
        },
      },
      async (request) => {
        const code = actorOf(request).company.entityCode;
        const config = await db.transaction((tx) => updateConfig(tx, code, request.body));
        return ok(config, SuccessMessage.updated);
      },
    );
    app.post(
      `${P}/GetTimePeriodByDate`,
      {
        config: { ...can('View'), tenancy: 'company' },
        schema: {
          tags,
          body: timePeriodRequestSchema,
          response: { 200: envelopeOf(timePeriodsSchema) },
        },
      },
      async (request) => {
        const code = actorOf(request).company.entityCode;
        const config = await readConfig(db, code);
        return ok(
          await dayPeriods(db, code, config, request.body.date, {
            excludeId: request.body.excludeId,
          }),
        );
      },
    );

    app.put(
      `${P}/:id`,
      {
        config: {
          ...can('Update'),
          tenancy: appointmentRow({
            customerName: 'Probe',
            purpose: 'Install',
            appointmentDate: '2031-01-06',
            startTime: '10:00',
          }),
        },
        schema: { tags, params: idParams, body: appointmentInputSchema, response: { 200: detail } },
      },
      async (request) => {
        const actor = actorOf(request);
        await db.transaction((tx) => updateAppointment(tx, actor, request.params.id, request.body));
        return ok(await getAppointment(db, actor, request.params.id), SuccessMessage.updated);
      },
    );
    app.delete(
      `${P}/:id`,
      {
        config: { ...can('Delete'), tenancy: appointmentRow() },
        schema: { tags, params: idParams, response: { 200: envelopeOf(z.null()) } },
      },
      async (request) => {
        const actor = actorOf(request);
        await db.transaction((tx) => deleteAppointment(tx, actor, request.params.id));
        return ok(null, SuccessMessage.deleted);
      },
    );
  };
}
