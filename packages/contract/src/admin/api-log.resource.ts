import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';

export const apiLogRowSchema = z.object({
  id: z.string(),
  createdAt: z.date().or(z.string()),
  method: z.string(),
  path: z.string(),
  statusCode: z.number(),
  durationMs: z.number(),
  userEmail: z.string().nullable(),
  entityCode: z.string().nullable(),
  ip: z.string().nullable(),
});

export const apiLogDetailSchema = apiLogRowSchema.extend({
  requestBody: z.unknown(),
  responseBody: z.unknown(),
});

/** admin/ApiLogs: read-only; Search and GET {id} (spec section 7). */
export const apiLogResource = defineResource({
  apiPath: 'admin/ApiLogs',
  labels: { singular: 'API Log', plural: 'Logs' },
  route: '/admin/log',
  row: apiLogRowSchema,
  create: z.object({}).strict(),
  update: z.object({}).strict(),
  id: 'id',
  columns: [
    { key: 'createdAt', title: 'Time', kind: 'date', width: 190 },
    { key: 'method', title: 'Method', width: 90 },
    { key: 'path', title: 'Path' },
    { key: 'statusCode', title: 'Status', kind: 'number', width: 90 },
    { key: 'durationMs', title: 'Duration (ms)', kind: 'number', width: 130 },
    { key: 'userEmail', title: 'User' },
    { key: 'entityCode', title: 'Company', width: 110 },
  ],
  fields: [],
  filters: {
    method: ['eq', 'in'],
    path: ['contains', 'startsWith'],
    statusCode: ['eq', 'gte', 'lt', 'between'],
    userEmail: ['contains', 'eq'],
    entityCode: ['eq'],
    createdAt: ['gte', 'lte', 'between'],
  },
  sorts: ['createdAt', 'durationMs', 'statusCode', 'path'],
  defaultSort: { column: 'createdAt', order: 'desc' },
  scope: 'global',
  rowClick: 'detail',
  without: ['create', 'update', 'delete'],
  example: { create: {}, update: {} },
});
