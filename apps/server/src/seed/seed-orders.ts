import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../platform/db/client.js';
import type { AuthCompany } from '../platform/auth/context.js';
import {
  companies,
  productPrices,
  productVariants,
  purchaseOrders,
  users,
  wanderSerialNumbers,
} from '../db/schema/index.js';
import { completeInvoice, fulfilPurchaseOrder } from '../modules/orders/fulfil-purchase-order.js';
import { placePurchaseOrder } from '../modules/orders/place-purchase-order.js';
import { setPurchaseOrderStatus } from '../modules/orders/orders.queries.js';
import type { OrderActor } from '../modules/orders/order-actor.js';
import { toAuthCompany } from '../modules/identity/identity.queries.js';
import { debitWallet } from '../modules/payment/wallet-ledger.js';

/** The demo history is not mailed to anyone. */
export const noMail = {
  esimsDelivered: async () => {},
  purchaseOrderCopy: async () => {},
  afterCommit: async () => {},
};

/** A demo user acting for a company in the order use cases (null before the accounts exist). */
export async function seedActor(
  db: Db,
  email: string,
  entityCode: string,
): Promise<OrderActor | null> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const [company] = await db.select().from(companies).where(eq(companies.entityCode, entityCode));
  if (!user || !company) return null;
  const auth: AuthCompany = { ...toAuthCompany(company), isSetupFully: true };
  return { userId: user.id, email, company: auth };
}

/**
 * How the demo seed breaks a tie between plans (many tie on stock): on a hash of the plan's code,
 * so every seed picks the same plans, spread over countries. Variant ids are random: ordering by
 * them picked other plans on each seed (a demo order took one of a popular plan's eSIMs on some
 * seeds only; on others no consumer plan had a cost, and the dashboard's gross margin was empty).
 */
export const planTieBreak = (variantCode: SQL | typeof productVariants.variantCode) =>
  sql`md5(${variantCode})`;

/** DIST001's best-stocked priced variants (the demo catalogue's), most stock first. */
export async function stockedVariants(db: Db, n: number) {
  return db
    .select({ variantId: productPrices.variantId, stock: count(wanderSerialNumbers.id) })
    .from(productPrices)
    .innerJoin(productVariants, eq(productVariants.id, productPrices.variantId))
    .innerJoin(
      wanderSerialNumbers,
      and(
        eq(wanderSerialNumbers.variantId, productPrices.variantId),
        eq(wanderSerialNumbers.entityCode, productPrices.entityCode),
        eq(wanderSerialNumbers.status, 'available'),
      ),
    )
    .where(and(eq(productPrices.entityCode, 'DIST001'), eq(productPrices.isActive, true)))
    .groupBy(productPrices.variantId, productVariants.variantCode)
    .orderBy(desc(count(wanderSerialNumbers.id)), planTieBreak(productVariants.variantCode))
    .limit(n);
}

/**
 * The demo customer's buying history (idempotent: skipped once CUST001 has orders): a completed
 * order with delivered eSIMs, a paid order waiting for the distributor to fulfil, and a draft.
 * Every payment goes through the wallet ledger, so /wallet shows real history and the demo
 * customer keeps most of its opening balance.
 */
export async function seedOrdersDemo(db: Db) {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.entityCode, 'CUST001'));
  if (n > 0) return;
  const buyer = await seedActor(db, 'customer@wander.demo', 'CUST001');
  const seller = await seedActor(db, 'distributor@wander.demo', 'DIST001');
  const variants = await stockedVariants(db, 3);
  if (!buyer || !seller || variants.length < 3) return;
  const [a, b, c] = variants.map((v) => v.variantId);

  const paidOrder = (lines: { variantId: string; qty: number }[], remarks: string) =>
    seedWalletPaidOrder(db, buyer, lines, remarks);

  const delivered = await paidOrder(
    [
      { variantId: a, qty: 2 },
      { variantId: b, qty: 1 },
    ],
    'Team trip - delivered',
  );
  await db.transaction(async (tx) => {
    const invoice = await fulfilPurchaseOrder(tx, seller, delivered.id);
    await completeInvoice(tx, seller, invoice.id, noMail);
  });
  await paidOrder([{ variantId: c, qty: 1 }], 'Waiting for the distributor');
  await db.transaction((tx) =>
    placePurchaseOrder(tx, buyer, {
      distributorEntityCode: 'DIST001',
      remarks: 'Draft for next month',
      lines: [{ variantId: a, qty: 1 }],
    }),
  );
}

/** A demo purchase order of DIST001 placed and paid from the buyer's wallet, in one transaction. */
export function seedWalletPaidOrder(
  db: Db,
  buyer: OrderActor,
  lines: { variantId: string; qty: number }[],
  remarks: string,
) {
  return db.transaction(async (tx) => {
    const po = await placePurchaseOrder(tx, buyer, {
      distributorEntityCode: 'DIST001',
      remarks,
      lines,
    });
    await payFromWallet(tx, buyer, po);
    return po;
  });
}

/** A demo purchase order paid from the buyer's wallet (the ledger entry and the status). */
export async function payFromWallet(
  tx: Tx,
  buyer: OrderActor,
  po: { id: string; documentNo: string; totalMinor: number; currency: string },
) {
  await debitWallet(tx, {
    companyId: buyer.company.id,
    amountMinor: po.totalMinor,
    currency: po.currency,
    kind: 'purchase',
    reference: po.documentNo,
    purchaseOrderId: po.id,
  });
  await setPurchaseOrderStatus(tx, po.id, {
    status: 'Paid',
    paymentMethod: 'wallet',
    paidAt: new Date(),
  });
}
