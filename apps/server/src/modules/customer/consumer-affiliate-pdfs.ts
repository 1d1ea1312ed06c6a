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
import { drawTable, moneyText, renderPdf, type Pdf } from '../../platform/pdf/pdf-document.js';

/** At most this many commission rows are printed; the totals always cover the whole range. */
export const MAX_COMMISSION_ROWS = 5000;

const day = (d: Date) => d.toISOString().slice(0, 10);

function heading(doc: Pdf, title: string, company: AuthCompany, start: string, end: string) {
  doc.fontSize(16).font('Helvetica-Bold').text(title);
  doc.fontSize(10).font('Helvetica').text(`${company.companyName} (${company.entityCode})`);
  doc.text(`From ${start} to ${end}`).moveDown();
}

/** Sums per currency, printed as one line each. */
function totalLines(doc: Pdf, label: string, totals: Map<string, number>) {
  if (totals.size === 0) doc.text(`${label}: 0.00`);
  for (const [currency, minor] of totals) doc.text(`${label}: ${moneyText(currency, minor)}`);
}

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
  const byStatus = (status: string) =>
    new Map(totals.filter((t) => t.status === status).map((t) => [t.currency, Number(t.minor)]));
  const pdf = await renderPdf(`Referral commissions ${startDate} to ${endDate}`, (doc) => {
    heading(doc, 'Referral Commission Summary', company, startDate, endDate);
    drawTable(
      doc,
      [
        { title: 'Paid', width: 62 },
        { title: 'Affiliate', width: 95 },
        { title: 'Consumer', width: 95 },
        { title: 'Order', width: 80 },
        { title: 'Amount', width: 70, align: 'right' },
        { title: 'Rate', width: 35, align: 'right' },
        { title: 'Commission', width: 68, align: 'right' },
        { title: 'Status', width: 55 },
      ],
      rows.map((r) => [
        day(r.paidAt),
        r.affiliateName,
        r.consumerName,
        r.documentNo,
        moneyText(r.currency, r.orderAmount),
        `${r.ratePercent}%`,
        moneyText(r.currency, r.commission),
        r.status,
      ]),
    );
    doc.moveDown().fontSize(10).font('Helvetica');
    if (total === 0) doc.text('No referral commissions in this period.');
    if (total > rows.length) doc.text(`Showing the first ${rows.length} of ${total} commissions.`);
    doc.text(`Commissions: ${total}`);
    totalLines(doc, 'Pending', byStatus('Pending'));
    totalLines(doc, 'Payable', byStatus('Payable'));
    totalLines(doc, 'Reversed', byStatus('Reversed'));
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
  const amount = (r: { currency: string | null }, minor: unknown) =>
    r.currency ? moneyText(r.currency, Number(minor)) : '0.00';
  const totals = {
    earned: new Map<string, number>(),
    reversed: new Map<string, number>(),
    payable: new Map<string, number>(),
  };
  for (const r of rows) {
    if (!r.currency) continue;
    for (const key of ['earned', 'reversed', 'payable'] as const) {
      totals[key].set(r.currency, (totals[key].get(r.currency) ?? 0) + Number(r[key]));
    }
  }
  const pdf = await renderPdf(`Affiliates ${startDate} to ${endDate}`, (doc) => {
    heading(doc, 'Affiliate Summary', company, startDate, endDate);
    drawTable(
      doc,
      [
        { title: 'Affiliate', width: 105 },
        { title: 'Code', width: 62 },
        { title: 'Rate', width: 38, align: 'right' },
        { title: 'Referred', width: 45, align: 'right' },
        { title: 'Orders', width: 40, align: 'right' },
        { title: 'Earned', width: 75, align: 'right' },
        { title: 'Reversed', width: 75, align: 'right' },
        { title: 'Payable', width: 75, align: 'right' },
      ],
      rows.map((r) => [
        r.status === 'Active' ? r.name : `${r.name} (${r.status})`,
        r.referralCode,
        `${r.rate}%`,
        String(r.referred),
        String(r.orders),
        amount(r, r.earned),
        amount(r, r.reversed),
        amount(r, r.payable),
      ]),
    );
    doc.moveDown().fontSize(10).font('Helvetica');
    if (rows.length === 0) doc.text('No affiliates yet.');
    doc.text(`Affiliates: ${rows.length}`);
    totalLines(doc, 'Earned', totals.earned);
    totalLines(doc, 'Reversed', totals.reversed);
    totalLines(doc, 'Payable', totals.payable);
  });
  return { pdf, fileName: `affiliates-${startDate}-${endDate}.pdf` };
}
