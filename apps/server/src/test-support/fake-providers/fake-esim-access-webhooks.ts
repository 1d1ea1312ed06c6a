import { randomBytes } from 'node:crypto';
import type { FakeEsimAccess } from './fake-esim-access.js';
import type { Order, Profile } from './fake-esim-access-data.js';
import { eaFixture, type EaFixtureNotice } from './fake-esim-access-fixtures.js';

/** Options of one delivery: sent twice (a retry), with a given notifyId, or from an address. */
export interface DeliveryOptions {
  twice?: boolean;
  notifyId?: string;
  /** The sender address the portal's proxy appends (default: `fake.senderAddress`). */
  from?: string;
}

/**
 * The fake's notices: the documented examples (fixtures/esim-access/webhook-*.json) with this
 * fake's ids filled in, POSTed unsigned (eSIM Access signs nothing) to `fake.webhookUrl` as the
 * portal's reverse proxy hands them on: with the sender's address appended to X-Forwarded-For.
 * The documented senders are the IP whitelist of docs.esimaccess.com, "Webhooks".
 */
export function installWebhooks(
  fake: FakeEsimAccess,
  orders: Map<string, Order>,
  profiles: () => Profile[],
) {
  async function deliver(
    fixture: string,
    content: Record<string, unknown>,
    opts: DeliveryOptions = {},
  ) {
    if (!fake.webhookUrl) throw new Error('fake eSIM Access: set webhookUrl first');
    const notice = eaFixture<EaFixtureNotice>(fixture);
    const body = {
      notifyType: notice.notifyType,
      notifyId: opts.notifyId ?? randomBytes(16).toString('hex'),
      eventGenerateTime: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
      content: { ...notice.content, ...content },
    };
    const raw = JSON.stringify(body);
    for (let i = 0; i < (opts.twice ? 2 : 1); i++) {
      const res = await fetch(fake.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': opts.from ?? fake.senderAddress,
        },
        body: raw,
      });
      fake.deliveries.push({ body: raw, status: res.status });
      await res.arrayBuffer();
    }
  }
  const profileOf = (iccid: string) => {
    const p = profiles().find((x) => x.iccid === iccid);
    if (!p) throw new Error(`fake eSIM Access: no allocated eSIM ${iccid}`);
    return p;
  };
  const ids = (p: Profile) => ({
    orderNo: p.orderNo,
    esimTranNo: p.esimTranNo,
    transactionId: p.transactionId,
    iccid: p.iccid,
  });

  fake.deliverOrderWebhook = async (orderNo, opts) => {
    const order = orders.get(orderNo);
    if (!order) throw new Error(`fake eSIM Access: no order ${orderNo}`);
    order.allocated = true;
    const content = { orderNo, transactionId: order.transactionId, orderStatus: 'GOT_RESOURCE' };
    await deliver('webhook-order-status', content, opts);
  };
  fake.deliverEsimStatusWebhook = async (iccid, esimStatus, opts) => {
    const p = profileOf(iccid);
    p.esimStatus = esimStatus;
    p.smdpStatus = 'ENABLED';
    await deliver('webhook-esim-status', { ...ids(p), esimStatus, smdpStatus: p.smdpStatus }, opts);
  };
  fake.deliverSmdpEvent = async (iccid, smdpStatus, opts) => {
    const p = profileOf(iccid);
    p.smdpStatus = smdpStatus;
    const eid = '89049032007108882600137544319616';
    await deliver(
      'webhook-smdp-event',
      { ...ids(p), eid, esimStatus: p.esimStatus, smdpStatus },
      opts,
    );
  };
  fake.deliverDataUsageWebhook = async (iccid, opts) => {
    const p = profileOf(iccid);
    const remain = Math.max(0, p.totalVolume - p.orderUsage);
    await deliver(
      'webhook-data-usage',
      {
        ...ids(p),
        totalVolume: p.totalVolume,
        orderUsage: p.orderUsage,
        remain,
        lastUpdateTime: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
        remainThreshold: Math.round((remain / p.totalVolume) * 10) / 10,
      },
      opts,
    );
  };
  fake.deliverValidityWebhook = async (iccid, remainDays, opts) => {
    const p = profileOf(iccid);
    await deliver(
      'webhook-validity-usage',
      {
        orderNo: p.orderNo,
        transactionId: p.transactionId,
        iccid: p.iccid,
        durationUnit: 'DAY',
        totalDuration: p.totalDuration,
        expiredTime: p.expiredTime,
        remain: remainDays,
      },
      opts,
    );
  };
}
