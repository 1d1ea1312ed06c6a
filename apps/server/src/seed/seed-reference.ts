import { eq } from 'drizzle-orm';
import { currencyExponent, ISO_COUNTRIES, ISO_CURRENCIES } from '@wander/contract';
import type { Db } from '../platform/db/client.js';
import { bankMasters, countries, currencies, uoms } from '../db/schema/index.js';
import { seedNotifications } from './seed-notifications.js';
import { seedTaxAndSettings } from './seed-tax.js';
import { seedPaymentTerms } from './seed-payment-terms.js';
import { seedPlatforms } from './seed-platforms.js';
import { seedTopUpLimits } from './seed-top-up-limits.js';

/** The currencies a travel eSIM business in the region deals in (the rest: GetPredefinedItems). */
export const SEED_CURRENCIES = [
  'MYR',
  'SGD',
  'USD',
  'EUR',
  'GBP',
  'JPY',
  'THB',
  'IDR',
  'AUD',
  'CNY',
  'KRW',
  'HKD',
  'TWD',
  'VND',
  'PHP',
  'INR',
  'NZD',
  'CHF',
  'AED',
  'BND',
];

const BANKS = [
  {
    bankCode: 'MAYBANK',
    bankName: 'Malayan Banking Berhad (Maybank)',
    swiftCode: 'MBBEMYKL',
    countryCode: 'MY',
  },
  { bankCode: 'CIMB', bankName: 'CIMB Bank Berhad', swiftCode: 'CIBBMYKL', countryCode: 'MY' },
  { bankCode: 'PBB', bankName: 'Public Bank Berhad', swiftCode: 'PBBEMYKL', countryCode: 'MY' },
  { bankCode: 'RHB', bankName: 'RHB Bank Berhad', swiftCode: 'RHBBMYKL', countryCode: 'MY' },
  { bankCode: 'HLB', bankName: 'Hong Leong Bank Berhad', swiftCode: 'HLBBMYKL', countryCode: 'MY' },
  { bankCode: 'DBS', bankName: 'DBS Bank Ltd', swiftCode: 'DBSSSGSG', countryCode: 'SG' },
  {
    bankCode: 'OCBC',
    bankName: 'Oversea-Chinese Banking Corporation',
    swiftCode: 'OCBCSGSG',
    countryCode: 'SG',
  },
  {
    bankCode: 'UOB',
    bankName: 'United Overseas Bank Limited',
    swiftCode: 'UOVBSGSG',
    countryCode: 'SG',
  },
];

/** Units of measure: base units first, then the ones defined in terms of them. */
const UOMS: {
  uomCode: string;
  uomName: string;
  related?: [string, number];
  hoursPerUnit?: number;
}[] = [
  { uomCode: 'HOUR', uomName: 'Hour', hoursPerUnit: 1 },
  { uomCode: 'MB', uomName: 'Megabyte' },
  { uomCode: 'UNIT', uomName: 'Unit' },
  { uomCode: 'DAY', uomName: 'Day', related: ['HOUR', 24], hoursPerUnit: 24 },
  { uomCode: 'GB', uomName: 'Gigabyte', related: ['MB', 1024] },
  { uomCode: 'WEEK', uomName: 'Week', related: ['DAY', 7], hoursPerUnit: 168 },
  { uomCode: 'MONTH', uomName: 'Month', related: ['DAY', 30], hoursPerUnit: 720 },
  { uomCode: 'YEAR', uomName: 'Year', related: ['DAY', 365], hoursPerUnit: 8760 },
];

/**
 * Reference data every database needs: all ISO countries (Country has no create) and the common
 * currencies. Idempotent: existing rows (and any edits made to them) are kept.
 */
export async function seedReferenceData(db: Db) {
  await db
    .insert(countries)
    .values([...ISO_COUNTRIES])
    .onConflictDoNothing();
  await db
    .insert(currencies)
    .values(
      // Decimal places as amounts use them (CURRENCY_EXPONENTS: IDR 0 as practised, not ISO's 2).
      ISO_CURRENCIES.filter((c) => SEED_CURRENCIES.includes(c.currencyCode)).map((c) => ({
        ...c,
        decimalPlaces: currencyExponent(c.currencyCode),
      })),
    )
    .onConflictDoNothing();
  // Units of measure are reference data too: a blank deployment's products need them.
  for (const uom of UOMS) {
    let relatedUomId: string | null = null;
    if (uom.related) {
      const [base] = await db
        .select({ id: uoms.id })
        .from(uoms)
        .where(eq(uoms.uomCode, uom.related[0]));
      if (!base) continue; // its base unit was deleted: leave the unit out
      relatedUomId = base.id;
    }
    await db
      .insert(uoms)
      .values({
        uomCode: uom.uomCode,
        uomName: uom.uomName,
        relatedUomId,
        relatedQuantity: uom.related?.[1] ?? null,
        hoursPerUnit: uom.hoursPerUnit ?? null,
      })
      .onConflictDoNothing();
  }
}

/** Demo banks. */
export async function seedReferenceDemo(db: Db) {
  await db.insert(bankMasters).values(BANKS).onConflictDoNothing();
}

/** The /general section's demo world (after the companies exist). */
export async function seedGeneralDemo(db: Db) {
  await seedReferenceData(db);
  await seedReferenceDemo(db);
  await seedTaxAndSettings(db);
  await seedTopUpLimits(db);
  await seedPaymentTerms(db);
  await seedPlatforms(db);
  await seedNotifications(db);
}
