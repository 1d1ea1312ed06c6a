import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, type AnyColumn } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { openTestDatabase } from '../test-support/test-app.js';
import type { Database } from '../platform/db/client.js';
import {
  bankMasters,
  countries,
  currencies,
  exchangeRates,
  itemTaxGroups,
  notificationBatches,
  notifications,
  settings,
  smsImportHistories,
  smsLogs,
  taxCodes,
  taxGroups,
  uoms,
} from '../db/schema/index.js';
import { seedDemo } from './seed-demo.js';
import { stableId } from './stable-id.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const tables: Record<string, PgTable & { id: AnyColumn }> = {
  countries,
  currencies,
  exchangeRates,
  bankMasters,
  uoms,
  taxCodes,
  taxGroups,
  itemTaxGroups,
  settings,
  smsLogs,
  smsImportHistories,
  notificationBatches,
  notifications,
};

describe('reference and notification demo data', () => {
  it('loads every country and the demo reference data, and a second run adds nothing', async () => {
    const counts = async () => {
      const result: Record<string, number> = {};
      for (const [name, table] of Object.entries(tables)) {
        const [row] = await database.db.select({ n: count() }).from(table);
        result[name] = row.n;
      }
      return result;
    };
    await seedDemo(database.db);
    const first = await counts();
    expect(first).toMatchObject({
      countries: 249,
      currencies: 20,
      // 365 days of USD/MYR, USD/HKD, USD/SGD, EUR/USD, EUR/MYR, EUR/HKD and EUR/SGD.
      exchangeRates: 365 * 7,
      bankMasters: 8,
      uoms: 8,
      // WANDER and DIST001: 7 Malaysian codes each; DIST002 (Singapore): 3.
      taxCodes: 17,
      taxGroups: 10,
      itemTaxGroups: 6,
      // 4 per company, the platform's top-up limits, refund approval amount and reporting currency,
      // DIST001's DeliverOnPayment and its pricing guard (minimum margin, rate move threshold).
      settings: 19,
      smsLogs: 5,
      smsImportHistories: 1,
      // Two of the general demo, and seed-push-messages.ts: one sent to 3 consumers' phones, one
      // scheduled, and DIST001's 'Holiday support hours' to its customer's 2 users.
      notificationBatches: 5,
      notifications: 6,
    });
    const idr = await database.db.select().from(currencies);
    expect(idr.find((c) => c.currencyCode === 'IDR')?.decimalPlaces).toBe(0);
    await seedDemo(database.db);
    expect(await counts()).toEqual(first);
    // The whole demo world, twice (with ~200 consumer orders through the use cases).
  }, 300_000);

  it('derives stable UUIDs from names', () => {
    expect(stableId('a')).toBe(stableId('a'));
    expect(stableId('a')).not.toBe(stableId('b'));
    expect(stableId('a')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
