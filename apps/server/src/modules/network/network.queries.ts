import { and, asc, eq, ne, isNotNull, or, type SQL } from 'drizzle-orm';
import type { SelectOption } from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import {
  companies,
  countries,
  currencies,
  itemTaxGroups,
  productPrices,
  settings,
  taxCodes,
  taxGroups,
  uoms,
} from '../../db/schema/index.js';

const options = (rows: { label: string; value: string }[]): SelectOption[] => rows;

// --- Uom ---------------------------------------------------------------------------------------

export async function uomOptions(db: Tx, exceptId?: string) {
  return options(
    await db
      .select({ label: uoms.uomName, value: uoms.id })
      .from(uoms)
      .where(exceptId ? ne(uoms.id, exceptId) : undefined)
      .orderBy(asc(uoms.uomName)),
  );
}

export async function uomExists(db: Tx, id: string) {
  const [row] = await db.select({ id: uoms.id }).from(uoms).where(eq(uoms.id, id));
  return Boolean(row);
}

/** The unit a unit is defined by, for the cycle check (null at the end of the chain). */
export async function relatedUomOf(db: Tx, id: string) {
  const [row] = await db
    .select({ relatedUomId: uoms.relatedUomId })
    .from(uoms)
    .where(eq(uoms.id, id));
  return row?.relatedUomId ?? null;
}

export async function conversionsToHour(db: Tx) {
  const rows = await db
    .select({ uomId: uoms.id, uomCode: uoms.uomCode, hours: uoms.hoursPerUnit })
    .from(uoms)
    .where(isNotNull(uoms.hoursPerUnit))
    .orderBy(asc(uoms.hoursPerUnit), asc(uoms.uomCode));
  return rows.map((r) => ({ ...r, hours: r.hours! }));
}

// --- Settings ----------------------------------------------------------------------------------

export async function settingNamesOf(db: Tx, entityCode: string) {
  return db
    .select({
      id: settings.id,
      settingName: settings.settingName,
      settingValue: settings.settingValue,
    })
    .from(settings)
    .where(eq(settings.entityCode, entityCode));
}

export async function currencyOptions(db: Tx) {
  return options(
    await db
      .select({ label: currencies.currencyName, value: currencies.currencyCode })
      .from(currencies)
      .where(eq(currencies.isActive, true))
      .orderBy(asc(currencies.currencyName)),
  );
}

export async function countryOptions(db: Tx, onlyActive = true) {
  return options(
    await db
      .select({ label: countries.countryName, value: countries.countryCode })
      .from(countries)
      .where(onlyActive ? eq(countries.isActive, true) : undefined)
      .orderBy(asc(countries.countryName)),
  );
}

export async function taxGroupOptions(db: Tx, entityCode: string) {
  return options(
    await db
      .select({ label: taxGroups.taxGroupCode, value: taxGroups.id })
      .from(taxGroups)
      .where(eq(taxGroups.entityCode, entityCode))
      .orderBy(asc(taxGroups.taxGroupCode)),
  );
}

export async function settingValue(db: Tx, entityCode: string, settingName: string) {
  const [row] = await db
    .select({ value: settings.settingValue })
    .from(settings)
    .where(and(eq(settings.entityCode, entityCode), eq(settings.settingName, settingName)));
  return row?.value ?? null;
}

// --- Tax ---------------------------------------------------------------------------------------

/** A company's tax group with its tax code (null when the group is not that company's). */
export async function taxGroupWithCode(db: Tx, entityCode: string, taxGroupId: string) {
  const [row] = await db
    .select({
      taxCode: taxCodes.taxCode,
      ratePercent: taxCodes.ratePercent,
      isActive: taxCodes.isActive,
    })
    .from(taxGroups)
    .innerJoin(
      taxCodes,
      and(eq(taxCodes.id, taxGroups.taxCodeId), eq(taxCodes.entityCode, taxGroups.entityCode)),
    )
    .where(and(eq(taxGroups.entityCode, entityCode), eq(taxGroups.id, taxGroupId)));
  return row ?? null;
}

/** The tax group of the item tax group on a company's price of a variant (null when none). */
export async function itemTaxGroupOf(db: Tx, entityCode: string, variantId: string) {
  const [row] = await db
    .select({ taxGroupId: itemTaxGroups.taxGroupId })
    .from(productPrices)
    .innerJoin(
      itemTaxGroups,
      and(
        eq(itemTaxGroups.id, productPrices.itemTaxGroupId),
        eq(itemTaxGroups.entityCode, productPrices.entityCode),
      ),
    )
    .where(and(eq(productPrices.entityCode, entityCode), eq(productPrices.variantId, variantId)));
  return row?.taxGroupId ?? null;
}

// --- Companies ---------------------------------------------------------------------------------

export async function findCompanyById(db: Tx, id: string) {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row ?? null;
}

export async function companyExists(db: Tx, entityCode: string) {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.entityCode, entityCode));
  return Boolean(row);
}

export async function currencyExists(db: Tx, currencyCode: string) {
  const [row] = await db
    .select({ id: currencies.id })
    .from(currencies)
    .where(eq(currencies.currencyCode, currencyCode));
  return Boolean(row);
}

/** The companies a company's users may see: itself and the companies it is the parent of. */
export const ownAndChildCompanies = (entityCode: string): SQL | undefined =>
  or(eq(companies.entityCode, entityCode), eq(companies.parentEntityCode, entityCode));

/** A company by its entity code, or null. */
export async function findCompanyByCode(db: Tx, entityCode: string) {
  const [row] = await db.select().from(companies).where(eq(companies.entityCode, entityCode));
  return row ?? null;
}
