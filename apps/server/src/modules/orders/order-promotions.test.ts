import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import { productPrices, products, productVariants } from '../../db/schema/index.js';
import { pdfText } from '../../test-support/pdf-text.js';

// Issue 26: the cart's promotion line ("Free 1GB bonus on Japan plans") disappeared on the order.
// It now travels with the line to the order, its detail, the invoice and the PDF.
let t: TestApp;
let customer: Record<string, string>;
let distributor: Record<string, string>;
let japan: string;
const PROMOTION = 'Free 1GB bonus on Japan plans';

beforeAll(async () => {
  t = await createTestApp();
  customer = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
  distributor = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
  const [row] = await t.database.db
    .select({ id: productVariants.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(productPrices, eq(productPrices.variantId, productVariants.id))
    .where(and(eq(products.productCode, 'WDR-JP-DATA'), eq(productPrices.entityCode, 'DIST001')))
    .limit(1);
  japan = row.id;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: object, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers: headers as never, payload });

describe('promotions on order lines', () => {
  it('keeps the plan’s promotion on the quote, the order, the invoice and its PDF', async () => {
    const lines = [{ variantId: japan, qty: 1 }];
    const quote = await call('POST', 'payment/Payment/Quote', customer, {
      dataPlanModel: { distributorEntityCode: 'DIST001', lines },
    });
    expect(quote.json().data.lines[0].promotions).toEqual([PROMOTION]);

    const paid = await call('POST', 'payment/Payment/WanderCheckout', customer, {
      dataPlanModel: { distributorEntityCode: 'DIST001', lines },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const id = paid.json().data.poHeaderId;
    const detail = await call('GET', `network/PurchaseOrders/GetDetail/${id}`, customer);
    expect(detail.json().data.lines[0].promotions).toEqual([PROMOTION]);

    const fulfilled = await call('PUT', `network/PurchaseOrders/Fulfil/${id}`, distributor);
    expect(fulfilled.statusCode, fulfilled.body).toBe(200);
    const received = await call(
      'GET',
      `network/PurchaseOrders/GetReceivedOrderDetail/${id}`,
      distributor,
    );
    const invoiceId = received.json().data.invoice.id;
    const invoice = await call('GET', `payment/Invoices/GetDetail/${invoiceId}`, customer);
    expect(invoice.json().data.lines[0].promotions).toEqual([PROMOTION]);
    const pdf = await call('POST', `payment/Invoices/CreatePDF/${invoiceId}`, customer);
    // The plan cell wraps: read the words, not the lines.
    const words = pdfText(pdf.rawPayload).join(' ').replace(/\s+/g, ' ');
    const plan = detail.json().data.lines[0];
    expect(words).toContain(`${plan.productName} - ${plan.variantName} Promotion: ${PROMOTION}`);
  });

  it('a plan without a promotion has none', async () => {
    const [other] = await t.database.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .innerJoin(productPrices, eq(productPrices.variantId, productVariants.id))
      .where(and(eq(products.productCode, 'WDR-SG-DATA'), eq(productPrices.entityCode, 'DIST001')))
      .limit(1);
    const quote = await call('POST', 'payment/Payment/Quote', customer, {
      dataPlanModel: { distributorEntityCode: 'DIST001', lines: [{ variantId: other.id, qty: 1 }] },
    });
    expect(quote.json().data.lines[0].promotions).toEqual([]);
  });
});
