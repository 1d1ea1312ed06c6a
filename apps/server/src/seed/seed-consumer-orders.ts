import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client.js';
import {
  consumers,
  invoices,
  paymentSessions,
  purchaseOrders,
  wanderPlatforms,
} from '../db/schema/index.js';
import { completeInvoice, fulfilPurchaseOrder } from '../modules/orders/fulfil-purchase-order.js';
import { setPurchaseOrderStatus } from '../modules/orders/orders.queries.js';
import { consumerOrderPaid } from '../modules/customer/consumer-order-events.js';
import { placeConsumerOrder } from '../modules/store/place-consumer-order.js';
import { DEMO_CONSUMER_COUNT } from './seed-consumers.js';
import { planTieBreak, seedActor } from './seed-orders.js';
import { stableId } from './stable-id.js';

const ENTITY = 'DIST001';
const DAY = 24 * 3600 * 1000;
/** The demo history is not mailed to anyone. */
const noMail = {
  esimsDelivered: async () => {},
  purchaseOrderCopy: async () => {},
  afterCommit: async () => {},
};

/**
 * The ten plans the demo consumers buy: DIST001's best-stocked MYR plans that no other demo order
 * holds (the rest of the demo world keeps its orders' variants as they were), ties broken by
 * planTieBreak.
 */
async function consumerPlans(db: Db) {
  const result = (await db.execute(sql`
    select pp.variant_id as "variantId" from product_prices pp
    join product_variants v on v.id = pp.variant_id
    where pp.entity_code = ${ENTITY} and pp.is_active and pp.currency = 'MYR'
      and not exists (select 1 from purchase_order_lines l where l.variant_id = pp.variant_id)
      and not exists (select 1 from invoice_lines l where l.variant_id = pp.variant_id)
      and not exists (select 1 from sale_order_lines l where l.variant_id = pp.variant_id)
    order by (select count(*) from wander_serial_numbers s where s.variant_id = pp.variant_id
      and s.entity_code = ${ENTITY} and s.status = 'available') desc, ${planTieBreak(sql`v.variant_code`)}
    limit 10`)) as unknown as { rows: { variantId: string }[] };
  return result.rows;
}

/**
 * Which demo consumers bought what, and when (pure and deterministic): about half of the 300
 * bought once, one in six twice more, each after signing up and within the last six months, one
 * of DIST001's ten best-stocked plans.
 */
export function demoConsumerOrders(now: Date) {
  const orders: { consumerIndex: number; plan: number; paidAt: Date }[] = [];
  for (let i = 0; i < DEMO_CONSUMER_COUNT; i++) {
    const times = i % 6 === 0 ? 3 : i % 2 === 0 ? 1 : 0;
    // Consumer i signed up about (300 - i) / 300 x 180 days ago; its orders follow.
    const signedUpDaysAgo = Math.floor(((DEMO_CONSUMER_COUNT - i) / DEMO_CONSUMER_COUNT) * 180);
    for (let k = 0; k < times; k++) {
      const daysAgo = Math.max(0, Math.floor((signedUpDaysAgo * (times - k)) / (times + 1)) - 1);
      orders.push({
        consumerIndex: i,
        plan: (i * 7 + k * 3) % 10,
        paidAt: new Date(now.getTime() - daysAgo * DAY - ((i * 37) % 600) * 60_000),
      });
    }
  }
  return orders;
}

/**
 * DIST001's consumers' order history through the demo web store (WEB-MY): each order placed,
 * paid by card (a sandbox payment), delivered and completed through the real use cases, then
 * dated back. The eSIMs come from a batch of stock added for them first (one per order), so the
 * demo stock the rest of the world shows is what it was. Runs the consumer-order hooks, so
 * commissions and upgrade goals follow. Idempotent: skipped once any consumer order exists.
 */
export async function seedConsumerOrders(db: Db, now = new Date()) {
  const [{ n }] = await db
    .select({ n: count() })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.entityCode, ENTITY), isNotNull(purchaseOrders.consumerId)));
  if (n > 0) return 0;
  const [platform] = await db
    .select({ id: wanderPlatforms.id, currencyCode: wanderPlatforms.currencyCode })
    .from(wanderPlatforms)
    .where(eq(wanderPlatforms.platformCode, 'WEB-MY'));
  const actor = await seedActor(db, 'distributor@wander.demo', ENTITY);
  const plans = await consumerPlans(db);
  if (!platform || !actor || plans.length < 10) return 0;
  const orders = demoConsumerOrders(now).filter((o) => plans[o.plan]);

  // The stock they are delivered from: one more eSIM per order of each plan, received before the
  // rest (fulfilment takes the oldest first), so the demo stock keeps its own eSIMs.
  const perPlan = new Map<string, number>();
  for (const o of orders) {
    const variantId = plans[o.plan].variantId;
    perPlan.set(variantId, (perPlan.get(variantId) ?? 0) + 1);
  }
  let seq = 0;
  for (const [variantId, qty] of perPlan) {
    await db.execute(sql`insert into wander_serial_numbers
        (entity_code, product_id, variant_id, iccid, activation_code, created_at)
      select ${ENTITY}, v.product_id, v.id,
        '896077' || lpad((${seq}::int + n)::text, 13, '0'),
        'LPA:1$smdp.example$' || upper(substr(md5('consumer' || (${seq}::int + n)::text), 1, 20)),
        now() - interval '400 days'
      from product_variants v cross join generate_series(1, ${qty}::int) n
      where v.id = ${variantId}
      on conflict (iccid) do nothing`);
    seq += qty;
  }

  let placed = 0;
  for (const order of orders) {
    const consumerId = stableId(`consumer:${ENTITY}:${order.consumerIndex}`);
    await db.transaction(async (tx) => {
      const [consumer] = await tx
        .select({ id: consumers.id })
        .from(consumers)
        .where(eq(consumers.id, consumerId));
      if (!consumer) return;
      const po = await placeConsumerOrder(
        tx,
        { id: platform.id, entityCode: ENTITY, currencyCode: platform.currencyCode },
        consumer,
        { variantId: plans[order.plan].variantId, qty: 1 },
      );
      await setPurchaseOrderStatus(tx, po.id, {
        status: 'Paid',
        paymentMethod: 'card',
        paidAt: order.paidAt,
      });
      await tx.insert(paymentSessions).values({
        poId: po.id,
        provider: 'sandbox',
        providerRef: `demo_${po.id}`,
        amountMinor: po.totalMinor,
        currency: po.currency,
        status: 'paid',
        paymentRef: `demo_pay_${po.documentNo}`,
        createdAt: order.paidAt,
        paidAt: order.paidAt,
      });
      await consumerOrderPaid(tx, { ...po, status: 'Paid', paidAt: order.paidAt });
      const invoice = await fulfilPurchaseOrder(tx, actor, po.id);
      await completeInvoice(tx, actor, invoice.id, noMail);
      const at = order.paidAt;
      await tx
        .update(purchaseOrders)
        .set({ createdAt: at, fulfilledAt: at, completedAt: at, updatedAt: at })
        .where(eq(purchaseOrders.id, po.id));
      await tx
        .update(invoices)
        .set({ createdAt: at, completedAt: at })
        .where(eq(invoices.id, invoice.id));
      await tx.execute(sql`update wander_serial_numbers set allocated_at = ${at}, delivered_at = ${at}
        where invoice_line_id in (select id from invoice_lines where invoice_id = ${invoice.id})`);
      placed++;
    });
  }
  return placed;
}
