import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import { pdfText } from '../../test-support/pdf-text.js';
import { invoiceLines, invoices, warranties, warrantyTypes } from '../../db/schema/index.js';

let t: TestApp;
let headers: Record<string, string>;
let invoice: { id: string };
let line: { productId: string; variantId: string; productName: string; variantName: string };

beforeAll(async () => {
  t = await createTestApp();
  headers = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
  const db = t.database.db;
  [invoice] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.entityCode, 'DIST001'),
        eq(invoices.customerEntityCode, 'CUST001'),
        // Japan's own network warranty replaces the general replacement terms: an invoice that
        // sells something else prints both general terms.
        sql`not exists (select 1 from invoice_lines l where l.invoice_id = ${invoices.id}
          and l.product_code = 'WDR-JP-DATA')`,
      ),
    )
    .orderBy(asc(invoices.createdAt), asc(invoices.id))
    .limit(1);
  [line] = await db
    .select({
      productId: invoiceLines.productId,
      variantId: invoiceLines.variantId,
      productName: invoiceLines.productName,
      variantName: invoiceLines.variantName,
    })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoice.id))
    .orderBy(asc(invoiceLines.lineNo))
    .limit(1);
});
afterAll(() => t.close());

const printed = async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/payment/Invoices/CreatePDF/${invoice.id}`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  // A long plan name wraps in its column: the PDF's pieces are read as one line of words.
  return pdfText(res.rawPayload).join(' ').replace(/\s+/g, ' ');
};

describe('warranty terms on the invoice PDF', () => {
  it("prints the seller's terms for every plan", async () => {
    const text = await printed();
    expect(text).toContain('Refund and replacement terms');
    expect(text).toContain('Refund (30 days):');
    expect(text).toContain('Full refund if the eSIM is not activated within 30 days of purchase');
    expect(text).toContain('Replacement (7 days):');
  });

  it("a variant's own warranty replaces the general one of its type on that line", async () => {
    const [replace] = await t.database.db
      .select({ id: warrantyTypes.id })
      .from(warrantyTypes)
      .where(eq(warrantyTypes.warrantyTypeCode, 'REPLACE'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product/Warranty',
      headers,
      payload: {
        warrantyCode: 'LINE-SPECIFIC',
        warrantyTypeId: replace.id,
        productId: line.productId,
        variantId: line.variantId,
        periodDays: 3,
        terms: 'Swapped for a new QR code within 3 days',
        isActive: true,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const text = await printed();
    expect(text).toContain('Replacement (3 days): Swapped for a new QR code within 3 days');
    expect(text).toContain(`${line.productName} - ${line.variantName}`);
  });

  it('prints no terms when the seller keeps none active', async () => {
    await t.database.db
      .update(warranties)
      .set({ isActive: false })
      .where(eq(warranties.entityCode, 'DIST001'));
    expect(await printed()).not.toContain('Refund and replacement terms');
  });
});
