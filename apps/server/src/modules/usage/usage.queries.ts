import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { MB_PER_GB, usageReportList } from '@wander/contract';
import {
  companies,
  invoiceLines,
  invoices,
  saleOrders,
  wanderSerialNumbers,
} from '../../db/schema/index.js';
import type { ListSpec } from '../../crud/list-search.js';

/** Who reads the report: the working company, and whether the caller is platform staff. */
export interface UsageViewer {
  entityCode: string;
  isPlatform: boolean;
}

/**
 * The eSIMs of the report: delivered ones only; a distributor those it delivered, a customer
 * those delivered to it, platform staff every one.
 */
export function usageScope(viewer: UsageViewer): SQL {
  const delivered = eq(wanderSerialNumbers.status, 'delivered');
  if (viewer.isPlatform) return delivered;
  return and(
    delivered,
    or(
      eq(wanderSerialNumbers.entityCode, viewer.entityCode),
      eq(invoices.customerEntityCode, viewer.entityCode),
    ),
  )!;
}

const customer = alias(companies, 'usage_customer');
const perGb = sql.raw(`${MB_PER_GB}.0`);
/** The outer eSIM's id, qualified (a bare "id" in the sub-selects would be esim_usages'). */
const serialId = sql.raw('"wander_serial_numbers"."id"');
const computed = (expression: SQL, dataType: 'string' | 'number') =>
  Object.assign(expression, { dataType }) as unknown as PgColumn;

/** MB used so far: the sum of the daily rows (the unique index serves it). */
const usedMb = sql`(select coalesce(sum(u.used_mb), 0) from esim_usages u
  where u.serial_id = ${serialId})`;
/** The data sold on the invoice line: GB, times the days for a day pass (GB per day). */
const allowanceGb = sql`(case when ${invoiceLines.isDayPass}
  then ${invoiceLines.dataGb} * ${invoiceLines.days} else ${invoiceLines.dataGb} end)`;

/**
 * POST network/WanderUsageReport/Search and the CSV export: one row per delivered eSIM, with what
 * was sold (the invoice line's snapshot) and what it used (esim_usages). GB = MB / 1024, two
 * decimals; remaining never goes below 0.
 */
export const usageList: ListSpec = {
  columns: {
    id: wanderSerialNumbers.id,
    iccid: wanderSerialNumbers.iccid,
    productId: wanderSerialNumbers.productId,
    productName: invoiceLines.productName,
    variantCode: invoiceLines.variantCode,
    variantName: invoiceLines.variantName,
    entityCode: wanderSerialNumbers.entityCode,
    customerEntityCode: invoices.customerEntityCode,
    // A consumer order's buyer is the consumer; a sale order's is named on it, not a company.
    customerName: computed(
      sql`coalesce((select c.name from purchase_orders po join consumers c on c.id = po.consumer_id
        where po.id = ${invoices.poId}), ${customer.companyName}, ${saleOrders.customerName})`,
      'string',
    ),
    dataAllowanceGb: computed(sql`(${allowanceGb})::float8`.mapWith(Number), 'number'),
    usedMb: computed(sql`${usedMb}::float8`.mapWith(Number), 'number'),
    usedGb: computed(sql`round(${usedMb} / ${perGb}, 2)::float8`.mapWith(Number), 'number'),
    remainingGb: computed(
      sql`greatest(round(${allowanceGb} - ${usedMb} / ${perGb}, 2), 0)::float8`.mapWith(Number),
      'number',
    ),
    lastUsageDate: computed(
      sql`(select to_char(max(u.usage_date), 'YYYY-MM-DD') from esim_usages u
        where u.serial_id = ${serialId})`,
      'string',
    ),
    deliveredAt: wanderSerialNumbers.deliveredAt,
  },
  join: (q) =>
    q
      .innerJoin(invoiceLines, eq(invoiceLines.id, wanderSerialNumbers.invoiceLineId))
      .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
      .leftJoin(customer, eq(customer.entityCode, invoices.customerEntityCode))
      .leftJoin(saleOrders, eq(saleOrders.id, invoices.saleOrderId)) as typeof q,
  filters: usageReportList.filters as ListSpec['filters'],
  sorts: usageReportList.sorts,
  defaultSort: { column: 'deliveredAt', order: 'desc' },
  money: [],
};
