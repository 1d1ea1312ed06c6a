import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PurchaseOrderRow } from '@wander/contract';
import {
  API_KEY,
  bearer,
  createTestApp,
  signIn,
  type TestApp,
} from '../../test-support/test-app.js';
import { linkParams, mailsTo } from '../../test-support/mail.js';
import { companies, consumers, purchaseOrders, wanderPlatforms } from '../../db/schema/index.js';
import { orderFixtures } from '../../test-support/kits/orders.fixtures.js';

/**
 * Issue 37 item 13: document numbers are per buyer, so the distributor's Received Orders holds
 * several PO-000001; each row names its buyer (a company, or a consumer and the platform its
 * order came through), not a code alone.
 */
let t: TestApp;
let distributor: Record<string, string>;
let fx: Awaited<ReturnType<typeof orderFixtures>>;
beforeAll(async () => {
  t = await createTestApp();
  fx = await orderFixtures(t.database.db, { serials: 2, tag: 'RCV' });
  distributor = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
});
afterAll(() => t.close());

const received = async (filterColumns: object[]) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/network/PurchaseOrders/SearchReceivedOrders',
    headers: distributor,
    payload: { pageIndex: 1, pageSize: 100, filterColumns },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.items as PurchaseOrderRow[];
};
const inject = (method: 'POST', url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers, payload });
const PASSWORD = 'Skyward#2026';

/** A business customer invited by DIST001 registers and places its first order: PO-000001. */
async function newCustomerOrder(email: string, companyName: string) {
  await inject('POST', 'network/Invitations/InviteCustomer', distributor, { email });
  const [mail] = await mailsTo(t.app, t.database, email);
  const registered = await inject(
    'POST',
    'identity/Account/RegisterBusinessCustomer',
    { 'x-api-key': API_KEY },
    {
      email,
      password: PASSWORD,
      confirmedPassword: PASSWORD,
      firstName: 'Hana',
      lastName: 'Lee',
      countryCode: '+60',
      contactNumber: '0198887777',
      companyName,
      registerNumber: '202201234567',
      tncAgree: true,
      token: linkParams(mail.textBody, 'sign-up').get('token'),
    },
  );
  expect(registered.statusCode, registered.body).toBe(200);
  const buyer = bearer(await signIn(t.app, email, PASSWORD));
  const order = await inject('POST', 'network/PurchaseOrders', buyer, {
    distributorEntityCode: 'DIST001',
    lines: [{ variantId: fx.v1, qty: 1 }],
  });
  expect(order.statusCode, order.body).toBe(200);
  return order.json().data as { documentNo: string; entityCode: string };
}

const companyName = async (entityCode: string) =>
  (
    await t.database.db
      .select({ name: companies.companyName })
      .from(companies)
      .where(eq(companies.entityCode, entityCode))
  )[0].name;

describe("the distributor's received orders", () => {
  it("tells two buyers' PO-000001 apart by the buyer company's name", async () => {
    const first = await newCustomerOrder('hana@hanatours.my', 'Hana Tours Sdn Bhd');
    expect(first.documentNo).toBe('PO-000001');
    const rows = (
      await received([{ columnName: 'documentNo', filterValue: 'PO-000001', operator: 'eq' }])
    ).filter((r) => !r.isConsumerOrder);
    const buyers = new Set(rows.map((r) => r.entityCode));
    expect(buyers.size).toBeGreaterThanOrEqual(2);
    expect(rows.find((r) => r.entityCode === first.entityCode)?.buyerName).toBe(
      'Hana Tours Sdn Bhd',
    );
    for (const row of rows) {
      expect(row).toMatchObject({
        buyerName: await companyName(row.entityCode),
        platformName: null,
        distributorName: 'Globetrek Distribution Sdn Bhd',
      });
      expect(row.buyerName).not.toBe(row.entityCode);
    }
    expect(new Set(rows.map((r) => r.buyerName)).size).toBe(buyers.size);
  });

  it("names a consumer order's consumer and the platform it came from, not the distributor", async () => {
    const [order] = await t.database.db
      .select({
        id: purchaseOrders.id,
        documentNo: purchaseOrders.documentNo,
        consumer: consumers.name,
        platform: wanderPlatforms.platformName,
      })
      .from(purchaseOrders)
      .innerJoin(consumers, eq(consumers.id, purchaseOrders.consumerId))
      .innerJoin(wanderPlatforms, eq(wanderPlatforms.id, purchaseOrders.platformId))
      .where(eq(purchaseOrders.distributorEntityCode, 'DIST001'))
      .limit(1);
    expect(order, 'the demo world has consumer orders').toBeTruthy();
    const rows = await received([
      { columnName: 'documentNo', filterValue: order.documentNo, operator: 'eq' },
    ]);
    expect(rows.find((r) => r.id === order.id)).toMatchObject({
      entityCode: 'DIST001',
      isConsumerOrder: true,
      buyerName: order.consumer,
      platformName: order.platform,
    });
  });
});
