import {
  fromMinor,
  taxOnMinor,
  toMinor,
  type TaxPerItem,
  type TaxPerItemQuery,
} from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import { itemTaxGroupOf, settingValue, taxGroupWithCode } from './network.queries.js';

/**
 * The tax on a net amount in integer minor units, rounded half up: the rate is a percentage with
 * two decimals, so it is taken as basis points (8.25% = 825) and no float ever reaches the cents.
 */
export const taxOn = taxOnMinor;

export interface AppliedTax {
  taxCode: string | null;
  ratePercent: number;
}

/**
 * Which tax a line carries, for GET network/TaxGroups/GetTaxPerItem and the manual invoice alike:
 * 1. customerTaxGroupId when given (a tax group of the company, else 404 'Tax Group not found'):
 *    the customer's treatment (an export or exempt customer) wins;
 * 2. otherwise the item tax group of the company's price of variantId, when it has one;
 * 3. otherwise the company's DefaultTaxGroup setting;
 * 4. otherwise none: no tax.
 * The group's tax code gives the rate; an inactive tax code charges nothing.
 */
export async function applicableTax(
  db: Tx,
  entityCode: string,
  query: { customerTaxGroupId?: string | null; variantId?: string | null },
): Promise<AppliedTax> {
  let groupId: string | null = query.customerTaxGroupId || null;
  if (groupId && !isUuid(groupId)) throw AppError.notFound('Tax Group');
  if (!groupId && query.variantId && isUuid(query.variantId)) {
    groupId = await itemTaxGroupOf(db, entityCode, query.variantId);
  }
  if (!groupId) {
    const fallback = await settingValue(db, entityCode, 'DefaultTaxGroup');
    groupId = fallback && isUuid(fallback) ? fallback : null;
  }
  const group = groupId ? await taxGroupWithCode(db, entityCode, groupId) : null;
  if (query.customerTaxGroupId && !group) throw AppError.notFound('Tax Group');
  const applies = group?.isActive ? group : null;
  return { taxCode: applies?.taxCode ?? null, ratePercent: applies?.ratePercent ?? 0 };
}

/**
 * GET network/TaxGroups/GetTaxPerItem: the tax on netPrice by `applicableTax`. productId and
 * customerId are accepted for the catalogue and order screens and do not change the answer.
 */
export async function taxPerItem(
  db: Tx,
  entityCode: string,
  query: TaxPerItemQuery,
): Promise<TaxPerItem> {
  const netMinor = toMinor(query.netPrice);
  const { taxCode, ratePercent } = await applicableTax(db, entityCode, query);
  const taxMinor = taxOn(netMinor, ratePercent);
  return {
    taxCode,
    ratePercent,
    taxAmount: fromMinor(taxMinor),
    netPrice: fromMinor(netMinor),
    grossPrice: fromMinor(netMinor + taxMinor),
  };
}
