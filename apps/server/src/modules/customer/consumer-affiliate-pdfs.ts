import { and, asc, count, eq, gte, lt, sql } from 'drizzle-orm';
import {
  consumerAffiliates,
  consumerCommissionList as cl,
  consumerCommissions as cm,
  consumers,
} from '../../db/schema/index.js';
import type { Tx } from '../../platform/db/client.js';
import type { AuthCompany } from '../../platform/auth/context.js';
import { parseDateRange } from '../../platform/http/date-range.js';
import { renderPdfInWorker } from '../../platform/pdf/pdf-document.js';
import type { AffiliateSummary, CommissionSummary } from './affiliate-summaries.worker.js';

const WORKER = new URL('./affiliate-summaries.worker.ts', import.meta.url);

/** At most this many commission rows are printed; the totals always cover the whole range. */
export const MAX_COMMISSION_ROWS = 5000;

/**
 * POST customer/ConsumerCommission/GenerateCommissionSummaryPDF/{start}/{end}: the distributor's
 * referral commissions of orders paid in the range (both days included), with their status
 * today and the totals by status.
 */
export async function commissionSummaryPdf(
  db: Tx,
  company: AuthCompany,
  startDate: string,
  endDate: string,
) {
  const { from, to } = parseDateRange(startDate, endDate);
  const where = and(eq(cl.entityCode, company.entityCode), gte(cl.paidAt, from), lt(cl.paidAt, to));
  const [rows, totals, [{ total }]] = await Promise.all([
    db
      .select()
      .from(cl)
      .where(where)
      .orderBy(asc(cl.paidAt), asc(cl.documentNo))
      .limit(MAX_COMMISSION_ROWS),
    db
      .select({
        status: cl.status,
        currency: cl.currency,
        minor: sql<string>`sum(${cl.commission})`,
      })
      .from(cl)
      .where(where)
      .groupBy(cl.status, cl.currency),
    db.select({ total: count() }).from(cl).where(where),
  ]);
  const pdf = await renderPdfInWorker<CommissionSummary>(WORKER, 'commissionSummaryPdf', {
    company: { companyName: company.companyName, entityCode: company.entityCode },
    startDate,
    endDate,
    rows: rows.map((r) => ({
      paidAt: r.paidAt,
      affiliateName: r.affiliateName,
      consumerName: r.consumerName,
      documentNo: r.documentNo,
      currency: r.currency,
      orderAmount: r.orderAmount,
      ratePercent: r.ratePercent,
      commission: r.commission,
      status: r.status,
    })),
    totals,
    total,
  });
  return { pdf, fileName: `referral-commissions-${startDate}-${endDate}.pdf` };
}

/**
 * POST customer/ConsumerAffiliate/GenerateSummaryPDF/{start}/{end}: each affiliate of the
 * distributor with the consumers it referred who signed up in the range, and the commissions of
 * orders paid in the range: orders, earned (not reversed), reversed and payable today.
 */
export async function affiliateSummaryPdf(
  db: Tx,
  company: AuthCompany,
  startDate: string,
  endDate: string,
) {
  const { from, to } = parseDateRange(startDate, endDate);
  const inRange = sql`${cm.paidAt} >= ${from} and ${cm.paidAt} < ${to}`;
  const sum = (filter: ReturnType<typeof sql>) =>
    sql<string>`coalesce(sum(${cm.commissionMinor}) filter (where ${inRange} and ${filter}), 0)`;
  const rows = await db
    .select({
      name: consumers.name,
      referralCode: consumerAffiliates.referralCode,
      rate: consumerAffiliates.commissionRatePercent,
      status: consumerAffiliates.status,
      referred: sql<number>`(select count(*)::int from consumers r where r.referred_by_id = ${consumerAffiliates.consumerId} and r.created_at >= ${from} and r.created_at < ${to})`,
      orders: sql<number>`count(${cm.id}) filter (where ${inRange})::int`,
      earned: sum(sql`${cm.status} <> 'Reversed'`),
      reversed: sum(sql`${cm.status} = 'Reversed'`),
      payable: sum(sql`${cm.status} = 'Pending' and ${cm.payableAt} <= now()`),
      currency: sql<string | null>`max(${cm.currency})`,
    })
    .from(consumerAffiliates)
    .innerJoin(consumers, eq(consumers.id, consumerAffiliates.consumerId))
    .leftJoin(cm, eq(cm.affiliateId, consumerAffiliates.id))
    .where(eq(consumerAffiliates.entityCode, company.entityCode))
    .groupBy(consumerAffiliates.id, consumers.name)
    .orderBy(asc(consumers.name));
  const pdf = await renderPdfInWorker<AffiliateSummary>(WORKER, 'affiliateSummaryPdf', {
    company: { companyName: company.companyName, entityCode: company.entityCode },
    startDate,
    endDate,
    rows,
  });
  return { pdf, fileName: `affiliates-${startDate}-${endDate}.pdf` };
}
