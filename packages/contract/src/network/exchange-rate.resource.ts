import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';
import { invalidDateMessage, isCalendarDay } from '../validation/date-time.js';
import { messages } from '../validation/messages.js';
import { requiredText } from '../validation/validators.js';

/** Where a rate came from: typed in, the ECB's daily reference rates, or a CSV import. */
export const RATE_SOURCES = ['Manual', 'ECB', 'Import'] as const;
export type RateSource = (typeof RATE_SOURCES)[number];

/** A rate has at most 10 decimals and 10 digits before the point (stored as numeric). */
export const RATE_DECIMALS = 10;
const RATE_TEXT = /^\d{1,10}(\.\d{1,10})?$/;

/** A currency code; blank is only 'required' (requiredText says so). */
const currency = (label: string) =>
  requiredText(label, { max: 3 }).regex(/^([A-Z]{3})?$/, { error: messages.invalidOption(label) });

/** 'YYYY-MM-DD' of a day that exists. */
const rateDate = z
  .string({ error: messages.required('Rate Date') })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Rate Date should be a date (YYYY-MM-DD)', abort: true })
  .refine((day) => isCalendarDay(day), { error: invalidDateMessage('Rate Date') });

/** A rate as the form (a number) or an import (decimal text) sends it; answered as exact text. */
export const rateValue = z
  .union([z.number(), z.string().trim().min(1)], { error: messages.required('Rate') })
  .transform((value, ctx) => {
    let text = typeof value === 'number' ? String(value) : value;
    if (typeof value === 'number' && text.includes('e')) text = value.toFixed(RATE_DECIMALS + 1);
    if (!RATE_TEXT.test(text)) {
      ctx.addIssue({
        code: 'custom',
        message: /\.\d{11,}$/.test(text)
          ? messages.decimals('Rate', RATE_DECIMALS)
          : 'Rate should be a number above 0',
      });
      return z.NEVER;
    }
    const exact = text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
    if (!/[1-9]/.test(exact)) {
      ctx.addIssue({ code: 'custom', message: 'Rate should be a number above 0' });
      return z.NEVER;
    }
    return exact.replace(/^0+(?=\d)/, '');
  });

const fields = {
  baseCurrency: currency('Base Currency'),
  quoteCurrency: currency('Quote Currency'),
  rateDate,
  rate: rateValue,
};

/** A row of the CSV import: the same fields, checked one by one (`RowErrors.parse`). */
export const exchangeRateFileRow = z.object(fields);

const body = z
  .object(fields)
  .strict()
  .superRefine((value, ctx) => {
    if (value.baseCurrency && value.baseCurrency === value.quoteCurrency) {
      ctx.addIssue({
        code: 'custom',
        path: ['quoteCurrency'],
        message: 'Quote Currency should differ from Base Currency',
      });
    }
  });

/**
 * Exchange rates (issue 40): 1 base currency = rate quote currency on a day. Platform-wide
 * reference data like the currencies; one rate per pair and day.
 */
export const exchangeRateResource = defineResource({
  apiPath: 'network/ExchangeRates',
  labels: { singular: 'Exchange Rate', plural: 'Exchange Rates' },
  route: '/general/exchange-rate',
  row: z.object({
    id: z.string(),
    baseCurrency: z.string(),
    quoteCurrency: z.string(),
    rateDate: z.string(),
    rate: z.string(),
    source: z.string(),
  }),
  create: body,
  update: body,
  id: 'id',
  columns: [
    { key: 'rateDate', title: 'Date', kind: 'date', dateOnly: true, width: 130 },
    { key: 'baseCurrency', title: 'Base', width: 90 },
    { key: 'quoteCurrency', title: 'Quote', width: 90 },
    { key: 'rate', title: 'Rate', width: 160 },
    {
      key: 'source',
      title: 'Source',
      width: 110,
      options: RATE_SOURCES.map((s) => ({ label: s, value: s })),
    },
  ],
  fields: [
    {
      key: 'baseCurrency',
      label: 'Base Currency',
      input: 'select',
      options: { apiPath: 'network/Currency/GetSelectList' },
    },
    {
      key: 'quoteCurrency',
      label: 'Quote Currency',
      input: 'select',
      options: { apiPath: 'network/Currency/GetSelectList' },
    },
    { key: 'rateDate', label: 'Rate Date', input: 'date' },
    { key: 'rate', label: 'Rate', input: 'number', placeholder: '1 base = rate quote' },
  ],
  filters: {
    baseCurrency: ['eq', 'in'],
    quoteCurrency: ['eq', 'in'],
    rateDate: ['eq', 'gt', 'gte', 'lt', 'lte', 'between'],
    source: ['eq'],
  },
  sorts: ['rateDate', 'baseCurrency', 'quoteCurrency', 'rate', 'source'],
  defaultSort: { column: 'rateDate', order: 'desc', then: 'baseCurrency' },
  selectList: { value: 'id', label: 'rateDate' },
  scope: 'global',
  example: {
    create: { baseCurrency: 'GBP', quoteCurrency: 'JPY', rateDate: '2020-01-02', rate: '139.5' },
    update: { baseCurrency: 'GBP', quoteCurrency: 'JPY', rateDate: '2020-01-02', rate: '140.25' },
  },
});
