import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';

/** The service events of an eSIM's life (spec: service/ServiceMovingJournals). */
export const SERVICE_EVENTS = [
  { label: 'Activated', value: 'Activated' },
  { label: 'Topped Up', value: 'TopUp' },
  { label: 'Suspended', value: 'Suspended' },
  { label: 'Replaced', value: 'Replaced' },
] as const;
export type ServiceEvent = (typeof SERVICE_EVENTS)[number]['value'];

export const SERVICE_JOURNAL_PERMISSION = 'service/ServiceMovingJournals';

const when = z.date().or(z.string());

/**
 * service/ServiceMovingJournals: the history of an eSIM's service events, each with who and when.
 * Read-only: rows are written by the use cases that do those things (delivery activates, a top-up
 * tops up), so only Search and GetDetail are served.
 */
export const serviceMovingJournalResource = defineResource({
  apiPath: SERVICE_JOURNAL_PERMISSION,
  labels: { singular: 'Service Moving Journal', plural: 'Service Moving Journals' },
  route: '/setup/service-moving-journal',
  row: z.object({
    id: z.string(),
    iccid: z.string(),
    serialId: z.string(),
    event: z.string(),
    description: z.string().nullable(),
    reference: z.string().nullable(),
    entityCode: z.string(),
    customerEntityCode: z.string().nullable(),
    performedBy: z.string(),
    occurredAt: when,
  }),
  create: z.object({}).strict(),
  update: z.object({}).strict(),
  without: ['create', 'delete'],
  rowClick: 'detail',
  id: 'id',
  columns: [
    { key: 'occurredAt', title: 'Date', kind: 'date', width: 180 },
    { key: 'iccid', title: 'ICCID', width: 200 },
    { key: 'event', title: 'Event', width: 130, options: SERVICE_EVENTS },
    { key: 'description', title: 'Description' },
    { key: 'reference', title: 'Reference', width: 150 },
    { key: 'customerEntityCode', title: 'Customer', width: 120 },
    { key: 'performedBy', title: 'By', width: 200 },
  ],
  fields: [],
  filters: {
    iccid: ['contains', 'eq', 'startsWith'],
    serialId: ['eq'],
    event: ['eq', 'in'],
    reference: ['contains', 'eq'],
    customerEntityCode: ['eq', 'contains'],
    performedBy: ['contains'],
    occurredAt: ['gte', 'lte', 'between'],
  },
  sorts: ['occurredAt', 'iccid', 'event', 'reference', 'performedBy'],
  defaultSort: { column: 'occurredAt', order: 'desc' },
  scope: 'company',
  example: { create: {}, update: {} },
});
