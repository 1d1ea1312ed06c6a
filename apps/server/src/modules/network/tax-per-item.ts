import { fromMinor, toMinor, type TaxPerItem, type TaxPerItemQuery } from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import { settingValue, taxGroupWithCode } from './network.queries.js';

/**
 * The tax on a net amount in integer minor units, rounded half up: the rate is a percentage with
 * two decimals, so it is taken as basis points (8.25% = 825) and no float ever reaches the cents.
 */
export function taxOn(netMinor: number, ratePercent: number): number {
  const basisPoints = Math.round(ratePercent * 100);
  return Math.floor((netMinor * basisPoints + 5_000) / 10_000);
}

/**
 * GET network/TaxGroups/GetTaxPerItem. Which tax group applies:
 * 1. customerTaxGroupId when given (a tax group of the working company, else 404);
 * 2. otherwise the company's DefaultTaxGroup setting;
 * 3. otherwise none: no tax.
 * The group's tax code gives the rate; an inactive tax code charges nothing. productId, variantId
 * and customerId are accepted for the catalogue and order screens; item tax groups of products
 * refine this once products exist.
 */
export async function taxPerItem(
  db: Tx,
  entityCode: string,
  query: TaxPerItemQuery,
): Promise<TaxPerItem> {
  const netMinor = toMinor(query.netPrice);
  let groupId: string | null = query.customerTaxGroupId || null;
  if (groupId && !isUuid(groupId)) throw AppError.notFound('Tax Group');
  if (!groupId) {
    const fallback = await settingValue(db, entityCode, 'DefaultTaxGroup');
    groupId = fallback && isUuid(fallback) ? fallback : null;
  }
  const group = groupId ? await taxGroupWithCode(db, entityCode, groupId) : null;
  if (query.customerTaxGroupId && !group) throw AppError.notFound('Tax Group');
  const applies = group?.isActive ? group : null;
  const ratePercent = applies?.ratePercent ?? 0;
  const taxMinor = taxOn(netMinor, ratePercent);
  return {
    taxCode: applies?.taxCode ?? null,
    ratePercent,
    taxAmount: fromMinor(taxMinor),
    netPrice: fromMinor(netMinor),
    grossPrice: fromMinor(netMinor + taxMinor),
  };
}
