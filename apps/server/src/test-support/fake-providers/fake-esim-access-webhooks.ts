import { createHmac, randomBytes } from 'node:crypto';
import type { FakeEsimAccess } from './fake-esim-access.js';
import type { Order, Profile } from './fake-esim-access-data.js';

/**
 * The fake's webhook side: the documented envelope `{notifyType, notifyId, eventGenerateTime,
 * content}` (docs.esimaccess.com "Webhooks"), POSTed to `fake.webhookUrl`. eSIM Access signs
 * nothing; the x-wander-signature header (HMAC-SHA256 of the body, hex) stands for the relay our
 * adapter requires in front of it (see WEBHOOK_SIGNATURE_HEADER in the adapter).
 */
export function installWebhooks(
  fake: FakeEsimAccess,
  orders: Map<string, Order>,
  profiles: () => Profile[],
) {
  async function deliver(
    notifyType: string,
    content: unknown,
    opts: { twice?: boolean; badSignature?: boolean } = {},
  ) {
    if (!fake.webhookUrl) throw new Error('fake eSIM Access: set webhookUrl first');
    const raw = JSON.stringify({
      notifyType,
      notifyId: randomBytes(16).toString('hex'),
      eventGenerateTime: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
      content,
    });
    const signature = createHmac(
      'sha256',
      opts.badSignature ? 'not-the-secret' : fake.webhookSecret,
    )
      .update(raw)
      .digest('hex');
    for (let i = 0; i < (opts.twice ? 2 : 1); i++) {
      await fetch(fake.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-wander-signature': signature },
        body: raw,
      });
    }
  }
  const profileOf = (iccid: string) => {
    const p = profiles().find((x) => x.iccid === iccid);
    if (!p) throw new Error(`fake eSIM Access: no allocated eSIM ${iccid}`);
    return p;
  };
  const ids = (p: Profile) => ({
    iccid: p.iccid,
    orderNo: p.orderNo,
    esimTranNo: p.esimTranNo,
    transactionId: p.transactionId,
  });

  fake.deliverOrderWebhook = async (orderNo, opts) => {
    const order = orders.get(orderNo);
    if (!order) throw new Error(`fake eSIM Access: no order ${orderNo}`);
    order.allocated = true;
    const content = { orderNo, orderStatus: 'GOT_RESOURCE', transactionId: order.transactionId };
    await deliver('ORDER_STATUS', content, opts);
  };
  fake.deliverEsimStatusWebhook = async (iccid, esimStatus) => {
    const p = profileOf(iccid);
    p.esimStatus = esimStatus;
    p.smdpStatus = 'ENABLED';
    await deliver('ESIM_STATUS', { ...ids(p), esimStatus, smdpStatus: p.smdpStatus });
  };
  fake.deliverDataUsageWebhook = async (iccid) => {
    const p = profileOf(iccid);
    const remain = Math.max(0, p.totalVolume - p.orderUsage);
    await deliver('DATA_USAGE', {
      ...ids(p),
      totalVolume: p.totalVolume,
      orderUsage: p.orderUsage,
      remain,
      remainThreshold: Math.round((remain / p.totalVolume) * 10) / 10,
      lastUpdateTime: new Date().toISOString(),
    });
  };
  fake.deliverValidityWebhook = async (iccid, remainDays) => {
    const p = profileOf(iccid);
    await deliver('VALIDITY_USAGE', {
      ...ids(p),
      remain: remainDays,
      totalDuration: p.totalDuration,
      durationUnit: 'DAY',
      expiredTime: p.expiredTime,
    });
  };
}
