import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { allocateMinor, formatAmount, fromMinor, toMinor } from '@wander/contract';
import {
  productCountries,
  wanderPlatforms,
  couponConsumers,
  coupons,
  couponTransactions,
  purchaseOrderLines,
  purchaseOrders,
} from '../../db/schema/index.js';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { taxOn } from '../network/tax-per-item.js';

export const CouponMessage = {
  notValid: 'Coupon is not valid',
  fullyUsed: 'Coupon has been fully used',
  usedByYou: 'You have already used this coupon',
  minimumSpend: (minor: number) => `Minimum spend is ${formatAmount(fromMinor(minor))}`,
  notForPlans: 'Coupon does not apply to these plans',
  notForPlatform: 'Coupon is not valid on this platform',
  otherApplied: 'Another coupon has already been applied to this order',
} as const;

const refuse = (message: string) => AppError.validation({ couponCode: [message] }, message);

type Po = typeof purchaseOrders.$inferSelect;

/** In a select from purchase_orders: the code of the coupon redeemed on the order, if any. */
export const redeemedCouponCodeSql = () =>
  sql<string | null>`(select ct.coupon_code from coupon_transactions ct
    where ct.purchase_order_id = purchase_orders.id and ct.kind = 'Redeemed' limit 1)`;

/**
 * Who "the buyer" is for the per-buyer limit and the issued coupons: the consumer of a consumer
 * order (all of them share the distributor's company as buyer), else the buyer company.
 */
const buyerOf = (table: typeof couponTransactions | typeof couponConsumers, po: Po) =>
  po.consumerId
    ? eq(table.consumerId, po.consumerId)
    : and(eq(table.buyerEntityCode, po.entityCode), isNull(table.consumerId));

/** The order's live redemption (a Redeemed row without its Reversed row), if any. */
async function liveRedemption(tx: Tx, poId: string) {
  const rows = await tx
    .select({ kind: couponTransactions.kind, couponCode: couponTransactions.couponCode })
    .from(couponTransactions)
    .where(eq(couponTransactions.purchaseOrderId, poId));
  if (rows.some((r) => r.kind === 'Reversed')) return null;
  return rows.find((r) => r.kind === 'Redeemed') ?? null;
}

/**
 * Redeems `code` on a locked, payable purchase order, inside the checkout's transaction: the
 * seller's coupon row is locked FOR UPDATE, so concurrent checkouts are served one after the
 * other and the total and per-buyer limits hold. The discount is spread over the lines it applies
 * to (their tax recomputed), the order's totals updated and a Redeemed row written. Any refusal
 * throws a field error on `couponCode` and, the transaction rolling back, changes nothing.
 * Returns the order as it now is.
 */
export async function redeemCoupon(tx: Tx, po: Po, rawCode: string): Promise<Po> {
  const code = rawCode.trim().toUpperCase();
  const live = await liveRedemption(tx, po.id);
  if (live) {
    if (live.couponCode === code) return po; // a retried payment of the same order
    throw refuse(CouponMessage.otherApplied);
  }
  const [coupon] = await tx
    .select()
    .from(coupons)
    .where(and(eq(coupons.entityCode, po.distributorEntityCode), eq(coupons.code, code)))
    .for('update');
  const now = new Date();
  if (
    !coupon ||
    coupon.status !== 'Active' ||
    (coupon.validFrom && coupon.validFrom > now) ||
    (coupon.validTo && coupon.validTo <= now)
  ) {
    throw refuse(CouponMessage.notValid);
  }
  if (coupon.totalUseLimit !== null && coupon.usedCount >= coupon.totalUseLimit) {
    throw refuse(CouponMessage.fullyUsed);
  }
  if (coupon.perBuyerLimit !== null) {
    const [{ uses }] = await tx
      .select({
        uses: sql<number>`count(*) filter (where ${couponTransactions.kind} = 'Redeemed')
          - count(*) filter (where ${couponTransactions.kind} = 'Reversed')`.mapWith(Number),
      })
      .from(couponTransactions)
      .where(and(eq(couponTransactions.couponId, coupon.id), buyerOf(couponTransactions, po)));
    if (uses >= coupon.perBuyerLimit) throw refuse(CouponMessage.usedByYou);
  }
  const minimumMinor = toMinor(coupon.minimumSpend);
  if (po.subtotalMinor - po.discountMinor < minimumMinor) {
    throw refuse(CouponMessage.minimumSpend(minimumMinor));
  }

  if (coupon.platformCodes.length > 0) {
    // A coupon of some sales platforms: only their consumer orders may use it.
    const [platform] = po.platformId
      ? await tx
          .select({ code: wanderPlatforms.platformCode })
          .from(wanderPlatforms)
          .where(eq(wanderPlatforms.id, po.platformId))
      : [];
    if (!platform || !coupon.platformCodes.includes(platform.code)) {
      throw refuse(CouponMessage.notForPlatform);
    }
  }
  const lines = await tx
    .select()
    .from(purchaseOrderLines)
    .where(eq(purchaseOrderLines.poId, po.id))
    .orderBy(purchaseOrderLines.lineNo);
  // A coupon of some destinations discounts the plans covering one of them.
  const covering = coupon.countryCodes.length
    ? new Set(
        (
          await tx
            .selectDistinct({ productId: productCountries.productId })
            .from(productCountries)
            .where(
              and(
                inArray(
                  productCountries.productId,
                  lines.map((l) => l.productId),
                ),
                inArray(productCountries.countryCode, coupon.countryCodes),
              ),
            )
        ).map((r) => r.productId),
      )
    : null;
  const applies = (line: { variantId: string; productId: string }) =>
    (coupon.productVariantIds.length === 0 || coupon.productVariantIds.includes(line.variantId)) &&
    (!covering || covering.has(line.productId));
  const eligible = lines.filter((l) => applies(l));
  const netOf = (l: (typeof lines)[number]) => l.unitPriceMinor * l.qty - l.discountMinor;
  const base = eligible.reduce((a, l) => a + netOf(l), 0);
  if (base <= 0) throw refuse(CouponMessage.notForPlans);
  const amountMinor = Math.min(
    base,
    coupon.discountType === 'Percentage'
      ? Math.round((base * toMinor(coupon.discountValue)) / 10_000)
      : toMinor(coupon.discountValue),
  );
  if (amountMinor <= 0) throw refuse(CouponMessage.notValid);

  // Spread over the eligible lines by their net, by largest remainder (the contract's
  // allocateMinor: the shares add up to the discount exactly, none above its line); tax again.
  const shares = allocateMinor(amountMinor, eligible.map(netOf));
  for (const [i, line] of eligible.entries()) {
    const share = shares[i];
    const net = netOf(line) - share;
    const tax = taxOn(net, line.taxRatePercent);
    await tx
      .update(purchaseOrderLines)
      .set({ discountMinor: line.discountMinor + share, taxMinor: tax, lineTotalMinor: net + tax })
      .where(eq(purchaseOrderLines.id, line.id));
  }
  const [updated] = await tx
    .update(purchaseOrders)
    .set({
      discountMinor: sql`(select coalesce(sum(${purchaseOrderLines.discountMinor}), 0) from ${purchaseOrderLines} where ${purchaseOrderLines.poId} = ${po.id})`,
      taxMinor: sql`(select coalesce(sum(${purchaseOrderLines.taxMinor}), 0) from ${purchaseOrderLines} where ${purchaseOrderLines.poId} = ${po.id})`,
      totalMinor: sql`(select coalesce(sum(${purchaseOrderLines.lineTotalMinor}), 0) from ${purchaseOrderLines} where ${purchaseOrderLines.poId} = ${po.id})`,
      updatedAt: sql`now()`,
    })
    .where(eq(purchaseOrders.id, po.id))
    .returning();
  await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(eq(coupons.id, coupon.id));
  await tx.insert(couponTransactions).values({
    entityCode: coupon.entityCode,
    couponId: coupon.id,
    couponCode: coupon.code,
    kind: 'Redeemed',
    buyerEntityCode: po.entityCode,
    consumerId: po.consumerId,
    purchaseOrderId: po.id,
    documentNo: po.documentNo,
    currency: po.currency,
    amountMinor,
  });
  await markIssueUsed(tx, coupon.id, po);
  return updated;
}

/** The buyer's oldest open issue of the coupon (payment/CouponConsumer), if any, becomes Used. */
async function markIssueUsed(tx: Tx, couponId: string, po: Po) {
  const [issue] = await tx
    .select({ id: couponConsumers.id })
    .from(couponConsumers)
    .where(
      and(
        eq(couponConsumers.couponId, couponId),
        buyerOf(couponConsumers, po),
        eq(couponConsumers.status, 'Issued'),
      ),
    )
    .orderBy(couponConsumers.createdAt)
    .limit(1);
  if (!issue) return;
  await tx
    .update(couponConsumers)
    .set({
      status: 'Used',
      usedAt: new Date(),
      usedPurchaseOrderId: po.id,
      usedDocumentNo: po.documentNo,
    })
    .where(eq(couponConsumers.id, issue.id));
}

/**
 * The order is cancelled or refunded (same transaction): its live redemption gets a Reversed row
 * and the coupon's use is freed (total and per-buyer). Nothing when the order had no coupon.
 */
export async function reverseCouponOf(tx: Tx, poId: string) {
  const rows = await tx
    .select()
    .from(couponTransactions)
    .where(eq(couponTransactions.purchaseOrderId, poId));
  const redeemed = rows.find((r) => r.kind === 'Redeemed');
  if (!redeemed || rows.some((r) => r.kind === 'Reversed')) return;
  await tx
    .select({ id: coupons.id })
    .from(coupons)
    .where(eq(coupons.id, redeemed.couponId))
    .for('update');
  await tx
    .update(coupons)
    .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
    .where(eq(coupons.id, redeemed.couponId));
  const { id: _id, createdAt: _at, ...copy } = redeemed;
  await tx
    .insert(couponTransactions)
    .values({ ...copy, kind: 'Reversed', reversalOf: redeemed.id });
  // The buyer's issue of the coupon used by this order is open again.
  await tx
    .update(couponConsumers)
    .set({ status: 'Issued', usedAt: null, usedPurchaseOrderId: null, usedDocumentNo: null })
    .where(eq(couponConsumers.usedPurchaseOrderId, poId));
}
