import { eq, sql } from 'drizzle-orm';
import { toMinor } from '@wander/contract';
import type { Db } from '../platform/db/client.js';
import { groupOrders, type GroupTraveller } from '../db/schema/index.js';
import { completeInvoice, fulfilPurchaseOrder } from '../modules/orders/fulfil-purchase-order.js';
import { orderGroup, planGroupOrder } from '../modules/group/order-group.js';
import { ownGroup } from '../modules/group/group.queries.js';
import { planGroup } from '../modules/group/plan-group.js';
import { TripStock } from '../modules/catalog/trip-stock.js';
import { noMail, payFromWallet, seedActor } from './seed-orders.js';
import { stableId } from './stable-id.js';
import { distributorOptionOf } from '../modules/catalog/catalog-access.js';

export const DEMO_GROUP_ID = stableId('group-order:CUST001:tokyo-seoul-autumn');

/** Skyway's tour roster: name, language; three travel on to Korea only for a shorter stay. */
const ROSTER: [string, GroupTraveller['language']][] = [
  ['Nur Aisyah binti Rahman', 'ms'],
  ['Tan Mei Ling', 'zh'],
  ['Emily Clarke', 'en'],
  ['Muhammad Hafiz Ismail', 'ms'],
  ['Lim Wei Jie', 'zh'],
  ['Rajesh Kumar', 'en'],
  ['Siti Nurhaliza Yusof', 'ms'],
  ['Chen Xiao Yu', 'zh'],
  ['David Wong', 'en'],
  ['Farah Nadia Aziz', 'ms'],
  ['Ong Kah Hui', 'zh'],
  ['Priya Menon', 'en'],
  ['Ahmad Faizal Osman', 'ms'],
  ['Lee Jia Xin', 'zh'],
  ['Sarah Thompson', 'en'],
  ['Nurul Izzah Hamid', 'ms'],
  ['Goh Boon Keat', 'zh'],
  ['Arjun Pillai', 'en'],
  ['Aminah Zainal', 'ms'],
  ['Wong Siew Lan', 'zh'],
  ['Michael Tan', 'en'],
  ['Hakim Roslan', 'ms'],
  ['Yap Li Ting', 'zh'],
  ['Grace Lim', 'en'],
];

const isoDay = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const emailOf = (name: string) =>
  `${name
    .toLowerCase()
    .replace(/ (binti|bin) /, ' ')
    .split(' ')
    .slice(0, 2)
    .join('.')}@example.com`;

/**
 * Issue 29's demo: Skyway's (CUST001) "Tokyo & Seoul autumn tour", 24 travellers, planned and
 * ordered as one purchase order (a line per traveller), paid from the wallet and delivered
 * through the orders area's own functions; 20 of them installed. Idempotent: skipped once the
 * group exists.
 */
export async function seedGroupOrders(db: Db) {
  const [exists] = await db
    .select({ id: groupOrders.id })
    .from(groupOrders)
    .where(eq(groupOrders.id, DEMO_GROUP_ID));
  if (exists) return;
  const buyer = await seedActor(db, 'customer@wander.demo', 'CUST001');
  const seller = await seedActor(db, 'distributor@wander.demo', 'DIST001');
  const distributor = await distributorOptionOf(db, 'DIST001');
  if (!buyer || !seller || !distributor) return;
  const travellers: GroupTraveller[] = ROSTER.map(([name, language], i) => ({
    id: stableId(`group-traveller:tokyo-seoul-autumn:${i}`),
    name,
    email: emailOf(name),
    phone: `+6012${String(3000000 + i * 7919).padStart(7, '0')}`,
    language,
    // The last three stay in Korea only (they join the tour in Seoul), with more data a day.
    legs: i >= 21 ? [{ countryCode: 'KR', days: 4 }] : null,
    gbPerDay: i >= 21 ? 2 : null,
  }));
  const po = await db.transaction(async (tx) => {
    await tx.insert(groupOrders).values({
      id: DEMO_GROUP_ID,
      entityCode: 'CUST001',
      groupName: 'Tokyo & Seoul autumn tour',
      // Under way whenever the demo is loaded: left four days ago, back in five.
      startDate: isoDay(-4),
      endDate: isoDay(4),
      distributorEntityCode: 'DIST001',
      gbPerDay: 1,
      legs: [
        { countryCode: 'JP', days: 5 },
        { countryCode: 'KR', days: 4 },
      ],
      travellers,
    });
    // The distributor stocked up for the tour before it was ordered (the catalogue's demo stock
    // is a few a plan, and the planner proposes only what can be delivered): the eSIMs of the
    // plan the tour will get, with ICCIDs of their own.
    const group = await ownGroup(tx, 'CUST001', DEMO_GROUP_ID, false);
    const wanted = await planGroup(tx, group, distributor, new TripStock(true));
    const lines = wanted.travellers.flatMap((x) => x.plan.lines);
    await tx.execute(sql`insert into wander_serial_numbers
        (entity_code, product_id, variant_id, iccid, activation_code)
      select 'DIST001', l.product_id::uuid, l.variant_id::uuid,
        '8960881' || lpad((row_number() over (order by l.line_no, n))::text, 12, '0'),
        'LPA:1$smdp.example$' || upper(substr(md5('group' || l.line_no || '-' || n), 1, 20))
      from jsonb_to_recordset(${JSON.stringify(
        lines.map((l, i) => ({
          line_no: i + 1,
          product_id: l.productId,
          variant_id: l.variantId,
          qty: l.quantity,
        })),
      )}::jsonb) as l(line_no int, product_id text, variant_id text, qty int)
      cross join lateral generate_series(1, l.qty) n
      on conflict (iccid) do nothing`);
    const placed = await orderGroup(
      tx,
      buyer,
      DEMO_GROUP_ID,
      await planGroupOrder(tx, group, distributor),
    );
    await payFromWallet(tx, buyer, {
      id: placed.poId,
      documentNo: placed.documentNo,
      totalMinor: toMinor(placed.total),
      currency: placed.currency,
    });
    return placed;
  });
  await db.transaction(async (tx) => {
    const invoice = await fulfilPurchaseOrder(tx, seller, po.poId);
    await completeInvoice(tx, seller, invoice.id, noMail);
    // The tour is under way: all but the last four travellers' eSIMs were reported installed the
    // moment they were delivered (and get usage from seedPlansAndUsage); those four, still unused, can
    // move to another traveller.
    await tx.execute(sql`update wander_serial_numbers s
      set installed_at = s.delivered_at
      from invoice_lines il join purchase_order_lines l on l.id = il.po_line_id
      where il.id = s.invoice_line_id and l.po_id = ${po.poId}
        and l.traveller_id::text <> all(string_to_array(${travellers
          .slice(-4)
          .map((x) => x.id)
          .join(',')}, ','))`);
  });
}
