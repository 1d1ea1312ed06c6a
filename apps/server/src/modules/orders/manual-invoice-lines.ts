import { and, asc, eq, or, sql } from 'drizzle-orm';
import { ManualInvoiceMessage, toMinor, type ManualInvoiceData } from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { companies } from '../../db/schema/index.js';
import { applicableTax, taxOn, type AppliedTax } from '../network/tax-per-item.js';
import { orderOf } from '../catalog/price-from-book.js';
import type { PricedLine, PricedOrder } from '../catalog/price-lines.js';
import { distributorPrices } from '../catalog/price-book.queries.js';

/**
 * The customer companies a distributor may invoice: business customers under it (their parent
 * company) or connected to it by an accepted invitation (customer_distributors).
 */
const customerOf = (distributor: string) =>
  and(
    eq(companies.companyType, 'customer'),
    or(
      eq(companies.parentEntityCode, distributor),
      sql`exists (select 1 from customer_distributors cd
        where cd.customer_entity_code = ${companies.entityCode}
          and cd.distributor_entity_code = ${distributor})`,
    ),
  );

/** GET payment/Invoices/GetCustomerOptions: label 'Name (CODE)', sorted by label. */
export async function invoiceCustomerOptions(db: Tx, distributor: string) {
  const rows = await db
    .select({
      name: companies.companyName,
      value: companies.entityCode,
      email: companies.email,
    })
    .from(companies)
    .where(customerOf(distributor))
    .orderBy(asc(companies.companyName));
  return rows.map((r) => ({ label: `${r.name} (${r.value})`, value: r.value, email: r.email }));
}

/** The customer of a manual invoice, or the field error 'Customer is not a valid option'. */
export async function requireCustomer(tx: Tx, distributor: string, entityCode: string) {
  const [row] = await tx
    .select({ entityCode: companies.entityCode })
    .from(companies)
    .where(and(eq(companies.entityCode, entityCode), customerOf(distributor)));
  if (!row) throw AppError.validation({ customerEntityCode: [ManualInvoiceMessage.notCustomer] });
  return row.entityCode;
}

/**
 * Prices a manual invoice's lines as entered (a variant may repeat, each line keeps its price):
 * the unit price given, else the customer's price (the issuer's active price list); the tax by
 * `applicableTax` (the customer's tax group, else the item's, else the default), rounded per
 * line in minor units. A variant the issuer does not sell is the line's field error.
 */
export async function priceManualLines(
  tx: Tx,
  issuer: string,
  input: ManualInvoiceData,
): Promise<PricedOrder> {
  const variantIds = [...new Set(input.lines.map((l) => l.variantId))];
  const prices = new Map(
    (await distributorPrices(tx, issuer, variantIds)).map((p) => [p.variantId, p]),
  );
  const fieldErrors: Record<string, string[]> = {};
  input.lines.forEach((line, i) => {
    if (!prices.has(line.variantId)) {
      fieldErrors[`lines.${i}.variantId`] = [ManualInvoiceMessage.notSold];
    }
  });
  if (Object.keys(fieldErrors).length) throw AppError.validation(fieldErrors);
  if (new Set([...prices.values()].map((p) => p.currency)).size > 1) {
    throw new AppError('BUSINESS_RULE', ManualInvoiceMessage.oneCurrency);
  }

  let groupError = false;
  const taxes = new Map<string, AppliedTax>();
  for (const variantId of variantIds) {
    try {
      taxes.set(
        variantId,
        await applicableTax(tx, issuer, {
          customerTaxGroupId: input.customerTaxGroupId,
          variantId,
        }),
      );
    } catch (error) {
      if (!(error instanceof AppError) || error.status !== 404) throw error;
      groupError = true;
    }
  }
  if (groupError) {
    throw AppError.validation({ customerTaxGroupId: ['Customer Tax Group is not a valid option'] });
  }

  const lines: PricedLine[] = input.lines.map((line, i) => {
    const price = prices.get(line.variantId)!;
    const tax = taxes.get(line.variantId)!;
    const unitPriceMinor =
      line.unitPrice === null || line.unitPrice === undefined
        ? price.unitPriceMinor
        : toMinor(line.unitPrice);
    const net = unitPriceMinor * line.qty;
    const taxMinor = taxOn(net, tax.ratePercent);
    return {
      lineNo: i + 1,
      productId: price.productId,
      variantId: line.variantId,
      productCode: price.productCode,
      productName: price.productName,
      variantCode: price.variantCode,
      variantName: price.variantName,
      days: price.days,
      dataGb: price.dataGb,
      isDayPass: price.isDayPass,
      qty: line.qty,
      unitPriceMinor,
      discountMinor: 0,
      taxCode: tax.taxCode,
      taxRatePercent: tax.ratePercent,
      taxMinor,
      lineTotalMinor: net + taxMinor,
      // A manual invoice is priced by hand: no catalogue promotion comes with it.
      promotions: [],
    };
  });
  // Every line's discount is 0: the totals are the subtotal and the tax.
  return orderOf(prices.get(input.lines[0].variantId)!.currency, lines);
}
