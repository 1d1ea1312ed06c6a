import { and, desc, eq, sql } from 'drizzle-orm';
import type { StoreEsim, StorePlan } from '@wander/contract';
import { storeAmount } from './store-amounts.js';
import type { Tx } from '../../platform/db/client.js';
import { redeemedCouponCodeSql } from '../coupon/redeem-coupon.js';
import {
  salePrice,
  salePricing,
  soldCurrencySql,
  type SalePricing,
} from '../catalog/currency-pricing.js';
import { qrDataUrlsOf, stockShortages } from '../orders/index.js';
import { esimCountriesSql, supplierTopsUpSql, toppedUpGbSql } from './esim-top-up-sql.js';
import { localNameColumns, localNamesOf, withLocalNames } from './store-local-names.js';
import {
  couponConsumers,
  invoiceLines,
  invoices,
  products,
  productVariants,
  purchaseOrderLines,
  purchaseOrders,
  wanderSerialNumbers,
} from '../../db/schema/index.js';

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The plans a platform sells: its distributor's active prices in the platform's currency, or
 * converted to it when the distributor sells that currency converted (issue 40: `salePricing`),
 * in one statement. With a country, the plans covering it, those covering the fewest countries
 * first (exactly that country, then regional, then global), each cheapest first.
 */
export async function storePlans(
  db: Tx,
  platform: { entityCode: string; currencyCode: string },
  filter: { country?: string; search?: string; productId?: string; variantId?: string },
  pricing?: SalePricing,
): Promise<StorePlan[]> {
  const sale = pricing ?? (await salePricing(db, platform.entityCode, platform.currencyCode));
  const country = filter.country ?? null;
  const productId = filter.productId ?? null;
  const variantId = filter.variantId ?? null;
  const search = filter.search?.trim() ? likePattern(filter.search.trim()) : null;
  type Row = {
    variant_id: string;
    product_name: string;
    variant_name: string;
    product_name_ms: string | null;
    product_name_zh: string | null;
    variant_name_ms: string | null;
    variant_name_zh: string | null;
    days: number;
    data_gb: string;
    is_day_pass: boolean;
    image: string | null;
    unit_price_minor: string;
    currency: string;
    countries: string[] | null;
    in_stock: boolean;
  };
  const rows = (await db.execute(sql`
    select v.id as variant_id, p.product_name, v.variant_name, p.product_name_ms,
      p.product_name_zh, v.variant_name_ms, v.variant_name_zh, v.days, v.data_gb, v.is_day_pass,
      p.image, pp.unit_price_minor, pp.currency,
      (select array_agg(pc.country_code order by pc.country_code) from product_countries pc
        where pc.product_id = p.id) as countries,
      (exists (select 1 from wander_serial_numbers s where s.variant_id = v.id
          and s.entity_code = pp.entity_code and s.status = 'available'
          and s.reserved_for_line_id is null)
        or exists (select 1 from plan_supplies ps
          join provider_packages pk on pk.entity_code = ps.entity_code
            and pk.id = ps.provider_package_id
          join providers pr on pr.entity_code = pk.entity_code and pr.id = pk.provider_id
          where ps.entity_code = pp.entity_code and ps.variant_id = v.id and ps.mode <> 'stock'
            and pk.status = 'Active' and pr.is_active)) as in_stock
    from product_prices pp
    join product_variants v on v.id = pp.variant_id
    join products p on p.id = pp.product_id
    where pp.entity_code = ${platform.entityCode} and ${soldCurrencySql(sale, sql`pp.currency`)}
      and pp.is_active and v.is_active and p.is_active
      and (${country}::text is null or exists (select 1 from product_countries pc
        where pc.product_id = p.id and pc.country_code = ${country}::text))
      and (${productId}::uuid is null or p.id = ${productId}::uuid)
      and (${variantId}::uuid is null or v.id = ${variantId}::uuid)
      and (${search}::text is null or p.product_name ilike ${search}::text
        or v.variant_name ilike ${search}::text or p.product_name_ms ilike ${search}::text
        or p.product_name_zh ilike ${search}::text or v.variant_name_ms ilike ${search}::text
        or v.variant_name_zh ilike ${search}::text)
    order by (select count(*) from product_countries pc where pc.product_id = p.id),
      pp.unit_price_minor, p.product_name, v.days
    limit 200`)) as unknown as { rows: Row[] };
  const plans = rows.rows.flatMap((r) => {
    const price = salePrice(sale, Number(r.unit_price_minor), r.currency);
    if (!price) return [];
    return [
      {
        variantId: r.variant_id,
        productName: r.product_name,
        variantName: r.variant_name,
        names: localNamesOf({
          productName: r.product_name,
          variantName: r.variant_name,
          productNameMs: r.product_name_ms,
          productNameZh: r.product_name_zh,
          variantNameMs: r.variant_name_ms,
          variantNameZh: r.variant_name_zh,
        }),
        days: Number(r.days),
        dataGb: Number(r.data_gb),
        isDayPass: r.is_day_pass,
        countries: r.countries ?? [],
        priceMinor: price.minor,
        currency: sale.currency,
        image: r.image,
        inStock: r.in_stock,
      },
    ];
  });
  // Converted prices may order otherwise than their base prices (rounding, two base currencies).
  plans.sort((a, b) => a.countries.length - b.countries.length || a.priceMinor - b.priceMinor);
  return plans.map(({ priceMinor, ...plan }) => ({
    ...plan,
    price: storeAmount(sale.currency, priceMinor),
  }));
}

const orderColumns = {
  id: purchaseOrders.id,
  documentNo: purchaseOrders.documentNo,
  status: purchaseOrders.status,
  currency: purchaseOrders.currency,
  subtotalMinor: purchaseOrders.subtotalMinor,
  discountMinor: purchaseOrders.discountMinor,
  taxMinor: purchaseOrders.taxMinor,
  totalMinor: purchaseOrders.totalMinor,
  createdAt: purchaseOrders.createdAt,
  paidAt: purchaseOrders.paidAt,
  couponCode: redeemedCouponCodeSql(),
};

/** An order's amounts as the store answers them (decimals, by the order's currency). */
export const orderAmounts = (r: {
  currency: string;
  subtotalMinor: number;
  discountMinor: number;
  taxMinor: number;
  totalMinor: number;
}) => ({
  subtotal: storeAmount(r.currency, r.subtotalMinor),
  discount: storeAmount(r.currency, r.discountMinor),
  tax: storeAmount(r.currency, r.taxMinor),
  total: storeAmount(r.currency, r.totalMinor),
});

/** The consumer's orders, newest first (the last 100). */
export async function consumerOrders(db: Tx, consumerId: string) {
  const rows = await db
    .select(orderColumns)
    .from(purchaseOrders)
    .where(eq(purchaseOrders.consumerId, consumerId))
    .orderBy(desc(purchaseOrders.createdAt))
    .limit(100);
  return rows.map(({ subtotalMinor, discountMinor, taxMinor, totalMinor, ...r }) => ({
    ...r,
    ...orderAmounts({ currency: r.currency, subtotalMinor, discountMinor, taxMinor, totalMinor }),
  }));
}

/** One order of the consumer with its lines and delivered eSIMs; null when not its own. */
export async function consumerOrder(db: Tx, consumerId: string, orderId: string) {
  const [found] = await db
    .select({
      ...orderColumns,
      distributorEntityCode: purchaseOrders.distributorEntityCode,
      deliveryOnPayment: purchaseOrders.deliveryOnPayment,
    })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.id, orderId), eq(purchaseOrders.consumerId, consumerId)));
  if (!found) return null;
  const { distributorEntityCode, deliveryOnPayment, ...row } = found;
  // Issue 37: paid while its stock went elsewhere; not while its delivery is under way.
  const waitingForStock =
    row.status === 'Paid' &&
    deliveryOnPayment !== 'Pending' &&
    (await stockShortages(db, { id: row.id, distributorEntityCode })).length > 0;
  const lines = await db
    .select({
      productName: purchaseOrderLines.productName,
      variantName: purchaseOrderLines.variantName,
      ...localNameColumns,
      qty: purchaseOrderLines.qty,
      unitPriceMinor: purchaseOrderLines.unitPriceMinor,
      totalMinor: purchaseOrderLines.lineTotalMinor,
    })
    .from(purchaseOrderLines)
    .leftJoin(productVariants, eq(productVariants.id, purchaseOrderLines.variantId))
    .leftJoin(products, eq(products.id, purchaseOrderLines.productId))
    .where(eq(purchaseOrderLines.poId, orderId))
    .orderBy(purchaseOrderLines.lineNo);
  const { subtotalMinor, discountMinor, taxMinor, totalMinor, ...order } = row;
  return {
    ...order,
    ...orderAmounts({
      currency: order.currency,
      subtotalMinor,
      discountMinor,
      taxMinor,
      totalMinor,
    }),
    lines: lines.map(({ totalMinor: t, unitPriceMinor: u, ...l }) => ({
      ...withLocalNames(l),
      unitPrice: storeAmount(order.currency, u),
      total: storeAmount(order.currency, t),
    })),
    esims: await consumerEsims(db, consumerId, orderId),
    waitingForStock,
  };
}

/** The consumer's delivered eSIMs (of one order, or all), with the data used so far. */
export async function consumerEsims(
  db: Tx,
  consumerId: string,
  orderId?: string,
): Promise<StoreEsim[]> {
  const rows = await db
    .select({
      id: wanderSerialNumbers.id,
      iccid: wanderSerialNumbers.iccid,
      activationCode: wanderSerialNumbers.activationCode,
      productName: invoiceLines.productName,
      variantName: invoiceLines.variantName,
      ...localNameColumns,
      variantId: wanderSerialNumbers.variantId,
      countries: esimCountriesSql,
      topUp: supplierTopsUpSql,
      orderNo: purchaseOrders.documentNo,
      planGb: invoiceLines.dataGb,
      toppedUpGb: toppedUpGbSql,
      days: invoiceLines.days,
      isDayPass: invoiceLines.isDayPass,
      deliveredAt: wanderSerialNumbers.deliveredAt,
      usedMb: sql<number>`coalesce((select sum(u.used_mb) from esim_usages u
        where u.serial_id = ${wanderSerialNumbers.id}), 0)`.mapWith(Number),
      lastUsageDate: sql<string | null>`(select max(u.usage_date)::text from esim_usages u
        where u.serial_id = ${wanderSerialNumbers.id})`,
    })
    .from(wanderSerialNumbers)
    .innerJoin(invoiceLines, eq(invoiceLines.id, wanderSerialNumbers.invoiceLineId))
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, invoices.poId))
    .leftJoin(productVariants, eq(productVariants.id, wanderSerialNumbers.variantId))
    .leftJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        eq(purchaseOrders.consumerId, consumerId),
        eq(wanderSerialNumbers.status, 'delivered'),
        orderId ? eq(purchaseOrders.id, orderId) : undefined,
      ),
    )
    .orderBy(desc(wanderSerialNumbers.deliveredAt), wanderSerialNumbers.iccid)
    .limit(200);
  const qrCodes = await qrDataUrlsOf(rows.map((r) => r.activationCode));
  return rows.map(({ isDayPass, planGb, toppedUpGb, ...r }, i) => {
    // A provider's top-up adds its data to the same eSIM (issue 37).
    const dataGb = Math.round((Number(planGb) + toppedUpGb) * 100) / 100;
    const allowanceMb = (Number(planGb) * (isDayPass ? r.days : 1) + toppedUpGb) * 1024;
    const percent = allowanceMb > 0 ? (r.usedMb / allowanceMb) * 100 : 0;
    return {
      ...withLocalNames(r),
      dataGb,
      qrCode: qrCodes[i],
      usagePercent: Math.min(100, Math.round(percent * 10) / 10),
    };
  });
}

/** The coupons issued to the consumer, open ones first, newest first. */
export async function consumerCoupons(db: Tx, consumerId: string) {
  return db
    .select({
      couponCode: couponConsumers.couponCode,
      status: couponConsumers.status,
      note: couponConsumers.note,
      issuedAt: couponConsumers.createdAt,
      usedOrderNo: couponConsumers.usedDocumentNo,
    })
    .from(couponConsumers)
    .where(eq(couponConsumers.consumerId, consumerId))
    .orderBy(couponConsumers.status, desc(couponConsumers.createdAt))
    .limit(100);
}
