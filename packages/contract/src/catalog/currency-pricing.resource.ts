import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';
import { messages } from '../validation/messages.js';
import { requiredText } from '../validation/validators.js';
import {
  PRICE_ROUNDINGS,
  PRICING_MODES,
  roundingFits,
  roundingMisfit,
  type PriceRounding,
} from './currency-pricing.js';

const MODE_VALUES = PRICING_MODES.map((m) => m.value) as ['list', 'converted'];
const ROUNDING_VALUES = PRICE_ROUNDINGS.map((r) => r.value) as [PriceRounding, ...PriceRounding[]];

const fields = {
  currencyCode: requiredText('Currency', { max: 3 }).regex(/^([A-Z]{3})?$/, {
    error: messages.invalidOption('Currency'),
  }),
  mode: z.enum(MODE_VALUES, { error: messages.invalidOption('Pricing') }),
  /** Required for 'converted'; a 'list' setting keeps none (the server saves null). */
  rounding: z
    .enum(ROUNDING_VALUES, { error: messages.invalidOption('Rounding') })
    .nullable()
    .optional(),
};

const body = z
  .object(fields)
  .strict()
  .superRefine((value, ctx) => {
    if (value.mode !== 'converted') return;
    if (!value.rounding) {
      ctx.addIssue({ code: 'custom', path: ['rounding'], message: messages.required('Rounding') });
    } else if (value.currencyCode && !roundingFits(value.currencyCode, value.rounding)) {
      ctx.addIssue({
        code: 'custom',
        path: ['rounding'],
        message: roundingMisfit(value.currencyCode, value.rounding),
      });
    }
  });

/**
 * product/CurrencyPricing (issue 40): per currency, how the working company (a distributor) sells
 * in it: its own price list in that currency, or converted from its base prices at the day's rate
 * and rounded. One setting per currency; a currency without one sells the price list as it is.
 */
export const currencyPricingResource = defineResource({
  apiPath: 'product/CurrencyPricing',
  labels: { singular: 'Currency Pricing', plural: 'Currency Pricing' },
  route: '/setup/currency-pricing',
  row: z.object({
    id: z.string(),
    currencyCode: z.string(),
    mode: z.string(),
    rounding: z.string().nullable(),
  }),
  create: body,
  update: body,
  id: 'id',
  columns: [
    { key: 'currencyCode', title: 'Currency', width: 110 },
    { key: 'mode', title: 'Pricing', options: PRICING_MODES },
    { key: 'rounding', title: 'Rounding', width: 200, options: PRICE_ROUNDINGS },
  ],
  fields: [
    {
      key: 'currencyCode',
      label: 'Currency',
      input: 'select',
      options: { apiPath: 'network/Currency/GetSelectList' },
    },
    { key: 'mode', label: 'Pricing', input: 'select', options: [...PRICING_MODES] },
    { key: 'rounding', label: 'Rounding', input: 'select', options: [...PRICE_ROUNDINGS] },
  ],
  filters: { currencyCode: ['eq', 'in'], mode: ['eq'], rounding: ['eq'] },
  sorts: ['currencyCode', 'mode', 'rounding'],
  defaultSort: { column: 'currencyCode', order: 'asc' },
  selectList: { value: 'id', label: 'currencyCode' },
  scope: 'company',
  example: {
    create: { currencyCode: 'SGD', mode: 'converted', rounding: 'step-0.10' },
    update: { currencyCode: 'SGD', mode: 'list', rounding: null },
  },
});
