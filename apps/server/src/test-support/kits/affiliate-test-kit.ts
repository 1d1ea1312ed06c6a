import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, signIn, bearer, type TestApp } from '../test-app.js';
import { purchaseOrders, wanderPlatforms } from '../../db/schema/index.js';
import { issuePlatformApiKey } from '../../modules/payment/platform-api-key.js';

export const APPROVE_PATH = (id: string) =>
  `customer/ConsumerAffiliateRegistration/ApproveStatus/${id}`;

/**
 * The affiliate tests' world: a test app, an APP-IOS key for the store calls, DIST001's and
 * DIST002's admins, consumer sign-up and consumer orders of DIST001 (registers beforeAll/afterAll).
 */
export function affiliateTestKit() {
  const kit = {} as {
    t: TestApp;
    apiKey: string;
    dist1: Record<string, string>;
    dist2: Record<string, string>;
  };
  beforeAll(async () => {
    kit.t = await createTestApp();
    const [p] = await kit.t.database.db
      .select({ id: wanderPlatforms.id })
      .from(wanderPlatforms)
      .where(eq(wanderPlatforms.platformCode, 'APP-IOS'));
    kit.apiKey = (await issuePlatformApiKey(kit.t.database.db, p.id)).apiKey;
    kit.dist1 = bearer(await signIn(kit.t.app, 'distributor@wander.demo'), 'DIST001');
    kit.dist2 = bearer(await signIn(kit.t.app, 'newdistributor@wander.demo'), 'DIST002');
  });
  afterAll(() => kit.t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
    headers = kit.dist1,
  ) => kit.t.app.inject({ method, url: `/api/${url}`, headers, payload });

  const store = (method: 'GET' | 'POST', path: string, token?: string, payload?: object) =>
    kit.t.app.inject({
      method,
      url: `/api/store/v1/${path}`,
      headers: {
        'x-api-key': kit.apiKey,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      payload,
    });

  async function signUp(email: string, referralCode?: string) {
    const res = await store('POST', 'consumers/sign-up', undefined, {
      email,
      password: 'Travel#2026',
      name: email.split('@')[0],
      country: 'SG',
      ...(referralCode ? { referralCode } : {}),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { token: string; consumer: { id: string; referralCode: string } };
  }

  /** A consumer who applied and was approved at `rate` %. */
  async function approvedAffiliate(email: string, rate: number) {
    const consumer = await signUp(email);
    const applied = await store('POST', 'me/affiliate-application', consumer.token, {});
    const res = await call('PUT', APPROVE_PATH(applied.json().data.id), {
      status: 'Approved',
      commissionRatePercent: rate,
    });
    expect(res.statusCode, res.body).toBe(200);
    return consumer;
  }

  let docNo = 0;
  /** A paid consumer order of DIST001, as the store would place it (the hooks take the row). */
  async function consumerOrder(consumerId: string, totalMinor: number, taxMinor: number) {
    docNo += 1;
    const [po] = await kit.t.database.db
      .insert(purchaseOrders)
      .values({
        documentNo: `PO-AFF-${String(docNo).padStart(4, '0')}`,
        entityCode: 'DIST001',
        distributorEntityCode: 'DIST001',
        consumerId,
        currency: 'MYR',
        status: 'Paid',
        subtotalMinor: totalMinor - taxMinor,
        taxMinor,
        totalMinor,
        paymentMethod: 'card',
        paidAt: new Date(),
      })
      .returning();
    return po;
  }

  return { kit, call, store, signUp, approvedAffiliate, consumerOrder };
}
