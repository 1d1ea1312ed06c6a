import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';
import { messages, optionalDecimal, optionalId, requiredText } from '../validation/validators.js';

const uomObject = z
  .object({
    uomCode: requiredText('UOM Code', { max: 16 }),
    uomName: requiredText('UOM Name', { max: 64 }),
    /** 1 of this unit = relatedQuantity of the related unit (1 Week = 7 Day). */
    relatedUomId: optionalId('Related UOM'),
    relatedQuantity: optionalDecimal('Related Quantity', { min: 0, max: 99_999_999, decimals: 4 }),
    /** How many hours one unit lasts (Day = 24); empty for units that are not time (GB). */
    hoursPerUnit: optionalDecimal('Hours Per Unit', { min: 0, max: 99_999_999, decimals: 4 }),
  })
  .strict();

/** Related Quantity is required once a Related UOM is chosen. */
const uomSchema = uomObject.superRefine((value, ctx) => {
  if (
    value.relatedUomId &&
    (value.relatedQuantity === null || value.relatedQuantity === undefined)
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['relatedQuantity'],
      message: messages.required('Related Quantity'),
    });
  }
});

/** Units of measure (platform-wide): plan validity units and data units, with their conversions. */
export const uomResource = defineResource({
  apiPath: 'network/Uom',
  labels: { singular: 'Unit of Measure', plural: 'Units of Measure' },
  route: '/general/uom',
  row: z.object({
    id: z.string(),
    uomCode: z.string(),
    uomName: z.string(),
    relatedUomId: z.string().nullable(),
    relatedQuantity: z.number().nullable(),
    hoursPerUnit: z.number().nullable(),
  }),
  create: uomSchema,
  update: uomSchema,
  id: 'id',
  columns: [
    { key: 'uomCode', title: 'Code', width: 120 },
    { key: 'uomName', title: 'Name' },
    { key: 'relatedQuantity', title: 'Related Quantity', kind: 'number', width: 150 },
    { key: 'hoursPerUnit', title: 'Hours', kind: 'number', width: 110 },
  ],
  fields: [
    { key: 'uomCode', label: 'UOM Code' },
    { key: 'uomName', label: 'UOM Name' },
    {
      key: 'relatedUomId',
      label: 'Related UOM',
      input: 'select',
      options: { apiPath: 'network/Uom/GetSelectList' },
    },
    { key: 'relatedQuantity', label: 'Related Quantity', input: 'number' },
    { key: 'hoursPerUnit', label: 'Hours Per Unit', input: 'number' },
  ],
  filters: {
    uomName: ['contains', 'startsWith', 'eq'],
    uomCode: ['eq', 'contains', 'startsWith'],
    hoursPerUnit: ['eq', 'gt', 'gte', 'lt', 'lte', 'between'],
  },
  sorts: ['uomCode', 'uomName', 'hoursPerUnit'],
  defaultSort: { column: 'uomCode', order: 'asc' },
  selectList: { value: 'id', label: 'uomName' },
  scope: 'global',
  example: {
    create: {
      uomCode: 'FORTNIGHT',
      uomName: 'Fortnight',
      relatedUomId: null,
      relatedQuantity: null,
      hoursPerUnit: 336,
    },
    update: {
      uomCode: 'FORTNIGHT',
      uomName: 'Fortnight (14 days)',
      relatedUomId: null,
      relatedQuantity: 14,
      hoursPerUnit: 336.5,
    },
  },
});

/** GET network/Uom/GetConvertionsToHour: every unit that converts to hours. */
export const uomHoursSchema = z.object({
  uomId: z.string(),
  uomCode: z.string(),
  hours: z.number(),
});
export type UomHours = z.infer<typeof uomHoursSchema>;
