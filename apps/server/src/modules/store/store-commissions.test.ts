import { describe, expect, it } from 'vitest';
import { consumerOrderPaid, consumerOrderRefunded } from '../customer/consumer-order-events.js';
import { affiliateTestKit } from '../../test-support/kits/affiliate-test-kit.js';

// Issue 28: the store's account page shows the commissions a consumer earned as an affiliate.
const { kit, store, signUp, approvedAffiliate, consumerOrder } = affiliateTestKit();

describe('GET store/v1/me/commissions', () => {
  it("answers the affiliate's rate and each referred order's commission, reversed on refund", async () => {
    const plain = await signUp('nora.plain@example.com');
    const none = await store('GET', 'me/commissions', plain.token);
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().data).toEqual({ affiliate: null, commissions: [] });

    const affiliate = await approvedAffiliate('ivy.affiliate@example.com', 10);
    const buyer = await signUp('ben.referred@example.com', affiliate.consumer.referralCode);
    const db = kit.t.database.db;
    const po = await consumerOrder(buyer.consumer.id, 10_800, 800);
    await db.transaction((tx) => consumerOrderPaid(tx, po));
    const res = await store('GET', 'me/commissions', affiliate.token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json().data;
    expect(body.affiliate).toEqual({ ratePercent: 10, status: 'Active' });
    expect(body.commissions).toHaveLength(1);
    expect(body.commissions[0]).toMatchObject({
      documentNo: po.documentNo,
      orderAmount: 100,
      ratePercent: 10,
      commission: 10,
      currency: 'MYR',
      status: 'Pending',
    });
    // The buyer earned nothing; without a token the call is refused.
    expect((await store('GET', 'me/commissions', buyer.token)).json().data.commissions).toEqual([]);
    expect((await store('GET', 'me/commissions')).statusCode).toBe(401);

    await db.transaction((tx) => consumerOrderRefunded(tx, po));
    const after = (await store('GET', 'me/commissions', affiliate.token)).json().data;
    expect(after.commissions[0].status).toBe('Reversed');
  });
});
