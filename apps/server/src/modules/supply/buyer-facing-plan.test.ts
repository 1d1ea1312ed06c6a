import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { formatAmount, type CatalogProduct } from '@wander/contract';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { pdfText } from '../../test-support/pdf-text.js';
import { invoices } from '../../db/schema/index.js';
import { rateOn } from '../rates/rate-on.js';
import { priceFromCostIn, roundedUpPrice } from './buyer-facing-plan.js';
import { supplyKit } from '../../test-support/kits/supply-test-kit.js';

type Kit = Awaited<ReturnType<typeof supplyKit>>;

/**
 * Issue 37 item 7: the plans the demo distributor buys from its Demo Supplier show to buyers under
 * the plan's own name, with a rounded price; the supplier (its name, its package codes) stays in
 * the back office.
 */
let t: TestApp;
let customer: Record<string, string>;
let distributor: Record<string, string>;
let call: Kit['call'];
beforeAll(async () => {
  t = await createTestApp();
  ({ customer, distributor, call } = await supplyKit(t));
  // The Demo Supplier bills USD 5.50 for Iceland 5GB; the demo sells it in MYR at the suggested
  // price, made at the seed day's (today's) rate.
  const rate = await rateOn(t.database.db, 'USD', 'MYR', new Date().toISOString().slice(0, 10));
  icelandPrice = priceFromCostIn(550, 'USD', 'MYR', rate.rate, 25) / 100;
});
let icelandPrice: number;
afterAll(() => t.close());

interface SupplyRow {
  variantId: string;
  productName: string;
  providerName: string | null;
  packageCode: string | null;
  providerCost: number | null;
  costCurrency: string | null;
  sellingPrice: number | null;
  sellingCurrency: string | null;
  suggestedPrice: number | null;
}
const supplierPlans = async () => {
  const res = await call('POST', 'product/PlanSupply/Search', distributor, {
    pageSize: 50,
    filterColumns: [{ columnName: 'mode', filterValue: 'provider', operator: 'eq' }],
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.items as SupplyRow[]).filter((r) => r.providerName === 'Demo Supplier');
};
/** What a buyer reads of a plan: the card, the add-to-cart dialog (description, plan, network). */
const buyerText = (p: CatalogProduct) =>
  [
    p.productName,
    p.description ?? '',
    ...p.productVariants.map((v) => `${v.variantName} · ${v.networkName ?? ''}`),
  ].join('\n');
const SUPPLIER = /Demo Supplier|DEMO-/;

describe("a provider's plans as buyers see them", () => {
  it('the back office still shows the supplier and its package (Plan Supply)', async () => {
    const rows = await supplierPlans();
    expect(rows.length).toBe(5);
    expect(rows.find((r) => r.packageCode === 'DEMO-IS-5GB-7D')).toMatchObject({
      providerName: 'Demo Supplier',
      providerCost: 5.5,
      costCurrency: 'USD',
      suggestedPrice: icelandPrice,
      sellingPrice: icelandPrice,
      sellingCurrency: 'MYR',
    });
  });

  it('the catalogue card and the add-to-cart dialog carry no supplier name or package code, and a rounded price', async () => {
    const ids = new Set((await supplierPlans()).map((r) => r.variantId));
    const res = await call('POST', 'product/Product/SearchByDistributor', customer, {
      pageIndex: 1,
      pageSize: 64,
      distributorEntityCode: 'DIST001',
      countryCode: ['IS', 'MA', 'PE', 'RS'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const cards = (res.json().data.items as CatalogProduct[]).filter((p) =>
      p.productVariants.some((v) => ids.has(v.variantId)),
    );
    expect(cards.length).toBe(5);
    for (const card of cards) expect(buyerText(card)).not.toMatch(SUPPLIER);
    const iceland = cards.find((c) => c.productVariants.some((v) => v.days === 7 && v.data === 5));
    expect(iceland).toMatchObject({
      productName: 'Iceland 5GB 7 Days',
      description: '5 GB of data for 7 days.',
      unitPrice: icelandPrice,
    });
    const balkans = cards.find((c) => c.countryCodes.length === 5);
    expect(balkans?.description).toBe('8 GB of data for 15 days. Covers 5 countries.');
    // Every price is rounded up to .90 (cost + 25 % in MYR: 30.63 -> 30.90, never 30.63).
    for (const v of cards.flatMap((c) => c.productVariants)) {
      expect(Math.round(v.unitPrice * 100) % 100, `${v.variantName} ${v.unitPrice}`).toBe(90);
    }
  });

  it('the invoice PDF names the plan, not the supplier, at the rounded price', async () => {
    const iceland = (await supplierPlans()).find((r) => r.packageCode === 'DEMO-IS-5GB-7D')!;
    const paid = await call('POST', 'payment/Payment/WanderCheckout', customer, {
      dataPlanModel: {
        distributorEntityCode: 'DIST001',
        lines: [{ variantId: iceland.variantId, qty: 1 }],
      },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    await t.app.services.jobs.idle();
    const [invoice] = await t.database.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.poId, paid.json().data.poHeaderId));
    const pdf = await call('POST', `payment/Invoices/CreatePDF/${invoice.id}`, customer);
    expect(pdf.statusCode).toBe(200);
    // The plan cell wraps: read the words, not the lines.
    const words = pdfText(pdf.rawPayload).join(' ').replace(/\s+/g, ' ');
    // The plan is named once: its variant bears the product's own name.
    expect(words).toContain('Iceland 5GB 7 Days');
    expect(words).not.toContain('Iceland 5GB 7 Days - ');
    expect(words).toContain(`MYR ${formatAmount(icelandPrice)}`);
    expect(words).not.toMatch(SUPPLIER);
  });
});

describe('the price rounding', () => {
  it('rounds up to the next amount ending in .90, never down', () => {
    expect([3062.5, 4987.5, 4990, 4991, 100, 90, 1].map(roundedUpPrice)).toEqual([
      3090, 4990, 4990, 5090, 190, 90, 90,
    ]);
  });
});
