import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import { purchaseOrders } from '../../db/schema/index.js';
import { orderFixtures } from '../../test-support/kits/orders.fixtures.js';

// Issue 25, holes 2 and 3: purchase orders went to distributors the buyer is not connected to,
// and an accepted invitation connected nothing.
let t: TestApp;
let fx: Awaited<ReturnType<typeof orderFixtures>>;
let customer: Record<string, string>;
let dist2: Record<string, string>;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: object, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers: headers as Record<string, string>, payload });
const order = (distributorEntityCode: string, variantId: string) => ({
  distributorEntityCode,
  lines: [{ variantId, qty: 1 }],
});
const options = async (headers: object) =>
  (await call('GET', 'network/CompanyProfiles/GetConnectedDistributorOptions', headers))
    .json()
    .data.map((o: { value: string }) => o.value);
const ordersTo = async (distributor: string) =>
  (
    await t.database.db
      .select({ id: purchaseOrders.id })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.distributorEntityCode, distributor))
  ).length;
const balance = async () =>
  (await call('GET', 'payment/Wallet/WalletBalance', customer)).json().data.walletBalance;
const refused = { distributorEntityCode: ['Distributor is not a valid option'] };

beforeAll(async () => {
  t = await createTestApp();
  fx = await orderFixtures(t.database.db, { serialsV3: 5 });
  customer = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
  dist2 = bearer(await signIn(t.app, 'newdistributor@wander.demo'), 'DIST002');
});
afterAll(() => t.close());

describe('who may buy from whom', () => {
  it('a distributor cannot order from another distributor', async () => {
    const before = await ordersTo('DIST001');
    const res = await call('POST', 'network/PurchaseOrders', dist2, order('DIST001', fx.v1));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(refused);
    expect(await ordersTo('DIST001')).toBe(before);
  });

  it('a customer cannot order or pay from a distributor it is not connected to', async () => {
    expect(await options(customer)).toEqual(['DIST001']);
    const before = { orders: await ordersTo('DIST002'), wallet: await balance() };
    const placed = await call('POST', 'network/PurchaseOrders', customer, order('DIST002', fx.v3));
    expect(placed.statusCode).toBe(400);
    expect(placed.json().errors).toEqual(refused);
    const paid = await call('POST', 'payment/Payment/WanderCheckout', customer, {
      dataPlanModel: order('DIST002', fx.v3),
    });
    expect(paid.statusCode).toBe(400);
    expect({ orders: await ordersTo('DIST002'), wallet: await balance() }).toEqual(before);
  });

  it('a denied invitation connects nothing; an accepted one connects at once', async () => {
    const invite = () =>
      call('POST', 'network/Invitations/InviteCustomer', dist2, { email: 'customer@wander.demo' });
    const pending = async () =>
      (await call('POST', 'network/Invitations/Search', customer, { pageIndex: 1, pageSize: 50 }))
        .json()
        .data.items.find(
          (i: { status: string; entityCode: string }) =>
            i.status === 'Pending' && i.entityCode === 'DIST002',
        );
    expect((await invite()).statusCode).toBe(200);
    const first = await pending();
    expect((await call('PUT', `network/Invitations/Deny/${first.id}`, customer)).statusCode).toBe(
      200,
    );
    expect(await options(customer)).toEqual(['DIST001']);

    expect((await invite()).statusCode).toBe(200);
    const second = await pending();
    const accepted = await call('PUT', `network/Invitations/Accept/${second.id}`, customer);
    expect(accepted.json().message).toBe('Invitation accepted successfully!');
    // The same session, no new sign-in: the new distributor is offered and buyable.
    expect((await options(customer)).sort()).toEqual(['DIST001', 'DIST002']);
    const price = await call(
      'GET',
      `network/PurchaseOrders/GetVariantOptions?distributorEntityCode=DIST002`,
      customer,
    );
    expect(price.statusCode).toBe(200);
    const placed = await call('POST', 'network/PurchaseOrders', customer, order('DIST002', fx.v3));
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().data.distributorEntityCode).toBe('DIST002');
  });
});
