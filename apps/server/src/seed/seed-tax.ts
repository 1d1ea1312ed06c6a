import { and, eq } from 'drizzle-orm';
import type { Db } from '../platform/db/client.js';
import { itemTaxGroups, settings, taxCodes, taxGroups } from '../db/schema/index.js';

type Code = { taxCode: string; description: string; ratePercent: number };
type Group = { taxGroupCode: string; description: string; taxCode: string };

/** Malaysian SST (service tax 8% since March 2024, 6% before), sales tax, and Singapore GST. */
const MALAYSIAN_CODES: Code[] = [
  {
    taxCode: 'SST8',
    description: 'Service Tax 8% (digital and telecommunication services)',
    ratePercent: 8,
  },
  { taxCode: 'SST6', description: 'Service Tax 6% (rate before 1 March 2024)', ratePercent: 6 },
  { taxCode: 'ST10', description: 'Sales Tax 10%', ratePercent: 10 },
  { taxCode: 'ST5', description: 'Sales Tax 5%', ratePercent: 5 },
  { taxCode: 'GST9', description: 'Singapore GST 9%', ratePercent: 9 },
  { taxCode: 'ZR', description: 'Zero-rated (exported services)', ratePercent: 0 },
  { taxCode: 'EX', description: 'Exempt', ratePercent: 0 },
];
const MALAYSIAN_GROUPS: Group[] = [
  { taxGroupCode: 'LOCAL', description: 'Customers in Malaysia', taxCode: 'SST8' },
  { taxGroupCode: 'SG', description: 'Customers registered in Singapore', taxCode: 'GST9' },
  { taxGroupCode: 'EXPORT', description: 'Customers outside Malaysia', taxCode: 'ZR' },
  { taxGroupCode: 'EXEMPT', description: 'Tax-exempt customers', taxCode: 'EX' },
];
const SINGAPORE_CODES: Code[] = [
  { taxCode: 'GST9', description: 'GST 9% (standard-rated)', ratePercent: 9 },
  { taxCode: 'ZR', description: 'Zero-rated (international services)', ratePercent: 0 },
  { taxCode: 'EX', description: 'Exempt', ratePercent: 0 },
];
const SINGAPORE_GROUPS: Group[] = [
  { taxGroupCode: 'LOCAL', description: 'Customers in Singapore', taxCode: 'GST9' },
  { taxGroupCode: 'EXPORT', description: 'Customers outside Singapore', taxCode: 'ZR' },
];
const ITEM_GROUPS = [
  { itemTaxGroupCode: 'ESIM', description: 'eSIM data plans', taxGroupCode: 'LOCAL' },
  { itemTaxGroupCode: 'ESIM-EXP', description: 'eSIM plans sold abroad', taxGroupCode: 'EXPORT' },
];

const COMPANIES: {
  entityCode: string;
  codes: Code[];
  groups: Group[];
  currency: string;
  country: string;
}[] = [
  {
    entityCode: 'WANDER',
    codes: MALAYSIAN_CODES,
    groups: MALAYSIAN_GROUPS,
    currency: 'MYR',
    country: 'MY',
  },
  {
    entityCode: 'DIST001',
    codes: MALAYSIAN_CODES,
    groups: MALAYSIAN_GROUPS,
    currency: 'MYR',
    country: 'MY',
  },
  {
    entityCode: 'DIST002',
    codes: SINGAPORE_CODES,
    groups: SINGAPORE_GROUPS,
    currency: 'SGD',
    country: 'SG',
  },
];

async function idsOf<T extends { id: string; code: string }>(rows: Promise<T[]>) {
  return new Map((await rows).map((r) => [r.code, r.id]));
}

/** Demo tax setup and settings per company. Idempotent: codes are unique per company. */
export async function seedTaxAndSettings(db: Db) {
  for (const company of COMPANIES) {
    const { entityCode } = company;
    await db
      .insert(taxCodes)
      .values(company.codes.map((c) => ({ entityCode, ...c })))
      .onConflictDoNothing();
    const codeId = await idsOf(
      db
        .select({ id: taxCodes.id, code: taxCodes.taxCode })
        .from(taxCodes)
        .where(eq(taxCodes.entityCode, entityCode)),
    );
    await db
      .insert(taxGroups)
      .values(
        company.groups.map((g) => ({
          entityCode,
          taxGroupCode: g.taxGroupCode,
          description: g.description,
          taxCodeId: codeId.get(g.taxCode)!,
        })),
      )
      .onConflictDoNothing();
    const groupId = await idsOf(
      db
        .select({ id: taxGroups.id, code: taxGroups.taxGroupCode })
        .from(taxGroups)
        .where(eq(taxGroups.entityCode, entityCode)),
    );
    await db
      .insert(itemTaxGroups)
      .values(
        ITEM_GROUPS.map((i) => ({
          entityCode,
          itemTaxGroupCode: i.itemTaxGroupCode,
          description: i.description,
          taxGroupId: groupId.get(i.taxGroupCode)!,
        })),
      )
      .onConflictDoNothing();
    await db
      .insert(settings)
      .values([
        {
          entityCode,
          settingName: 'DefaultCurrency',
          settingValue: company.currency,
          description: 'Currency of new orders and invoices',
        },
        {
          entityCode,
          settingName: 'DefaultCountry',
          settingValue: company.country,
          description: 'Country of new customers',
        },
        {
          entityCode,
          settingName: 'DefaultTaxGroup',
          settingValue: groupId.get('LOCAL')!,
          description: 'Tax group of customers without one',
        },
        {
          entityCode,
          settingName: 'InvoiceDueDays',
          settingValue: '30',
          description: 'Days until an invoice is due',
        },
      ])
      .onConflictDoNothing();
  }
}

/** The default tax group of a company (its DefaultTaxGroup setting), for tests. */
export async function defaultTaxGroupId(db: Db, entityCode: string) {
  const [row] = await db
    .select({ value: settings.settingValue })
    .from(settings)
    .where(and(eq(settings.entityCode, entityCode), eq(settings.settingName, 'DefaultTaxGroup')));
  return row?.value;
}
