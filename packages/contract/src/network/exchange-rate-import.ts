import { z } from 'zod';
import { importRowErrorSchema } from '../catalog/serial-import.js';

/** POST network/ExchangeRates/Import: a CSV (or xlsx) of rates, the header naming these columns. */
export const EXCHANGE_RATE_IMPORT_COLUMNS = [
  'baseCurrency',
  'quoteCurrency',
  'rateDate',
  'rate',
] as const;
export const EXCHANGE_RATE_IMPORT_MAX_ROWS = 5_000;

export const exchangeRateImportResultSchema = z.object({
  status: z.string(),
  totalRows: z.number(),
  importedRows: z.number(),
  errors: z.array(importRowErrorSchema),
});
export type ExchangeRateImportResult = z.infer<typeof exchangeRateImportResultSchema>;
