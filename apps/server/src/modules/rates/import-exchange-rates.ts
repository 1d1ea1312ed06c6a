import { sql } from 'drizzle-orm';
import {
  EXCHANGE_RATE_IMPORT_COLUMNS,
  EXCHANGE_RATE_IMPORT_MAX_ROWS,
  exchangeRateFileRow,
  ImportStatus,
  messages,
  type ExchangeRateImportResult,
} from '@wander/contract';
import type { Db } from '../../platform/db/client.js';
import { currencies, exchangeRates } from '../../db/schema/index.js';
import { FirstRows, readImportFile, RowErrors } from '../../crud/import-file.js';

type Column = (typeof EXCHANGE_RATE_IMPORT_COLUMNS)[number];

/**
 * POST network/ExchangeRates/Import: a file of rates (CSV, or the first sheet of an xlsx; header
 * baseCurrency,quoteCurrency,rateDate,rate). Every bad cell is named (row, column, value, why) and
 * a file with one bad row saves nothing. Each rate is stored with source 'Import' and replaces
 * the pair's rate of that day whatever its source (the admin's file is the latest word).
 */
export async function importExchangeRates(
  db: Db,
  content: Buffer,
): Promise<ExchangeRateImportResult> {
  const file = await readImportFile<Column>(content, {
    xlsx: true,
    maxRows: EXCHANGE_RATE_IMPORT_MAX_ROWS,
    all: EXCHANGE_RATE_IMPORT_COLUMNS,
    optional: [],
    rowsLabel: 'rate',
  });
  const known = new Set(
    (await db.select({ code: currencies.currencyCode }).from(currencies)).map((c) => c.code),
  );
  const errors = new RowErrors();
  const firstRows = new FirstRows();
  const rates: { baseCurrency: string; quoteCurrency: string; rateDate: string; rate: string }[] =
    [];
  for (const row of file.rows) {
    const { data, valid } = errors.parse(exchangeRateFileRow, row);
    let ok = valid;
    for (const [column, label] of [
      ['baseCurrency', 'Base Currency'],
      ['quoteCurrency', 'Quote Currency'],
    ] as const) {
      const code = data[column];
      if (code && !known.has(code)) {
        errors.add(row.row, column, row.cells[column], messages.invalidOption(label));
        ok = false;
      }
    }
    if (!ok || !data.baseCurrency || !data.quoteCurrency || !data.rateDate || !data.rate) continue;
    if (data.baseCurrency === data.quoteCurrency) {
      const message = 'Quote Currency should differ from Base Currency';
      errors.add(row.row, 'quoteCurrency', row.cells.quoteCurrency, message);
      continue;
    }
    const key = `${data.baseCurrency}>${data.quoteCurrency}@${data.rateDate}`;
    const earlier = firstRows.seen(key, row.row);
    if (earlier !== null) {
      const message = `A rate from ${data.baseCurrency} to ${data.quoteCurrency} on ${data.rateDate} is already in row ${earlier} of the file`;
      errors.add(row.row, 'rateDate', row.cells.rateDate, message);
      continue;
    }
    rates.push({
      baseCurrency: data.baseCurrency,
      quoteCurrency: data.quoteCurrency,
      rateDate: data.rateDate,
      rate: data.rate,
    });
  }
  const failed = errors.failedRows > 0 || rates.length === 0;
  if (!failed) {
    await db
      .insert(exchangeRates)
      .values(rates.map((r) => ({ ...r, source: 'Import' })))
      .onConflictDoUpdate({
        target: [exchangeRates.baseCurrency, exchangeRates.quoteCurrency, exchangeRates.rateDate],
        set: { rate: sql`excluded.rate`, source: 'Import' },
      });
  }
  return {
    status: failed ? ImportStatus.failed : ImportStatus.completed,
    totalRows: file.rows.length,
    importedRows: failed ? 0 : rates.length,
    errors: errors.sorted(),
  };
}
