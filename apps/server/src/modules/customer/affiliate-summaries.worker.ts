import type { AuthCompany } from '../../platform/auth/context.js';
import { drawTable, moneyText, pdfTask, type Pdf } from '../../platform/pdf/pdf-document.js';

/**
 * The referral summaries as printed (consumer-affiliate-pdfs.ts reads them): plain data, drawn on
 * a worker thread (issue 39); nothing here reaches the database.
 */
type Company = Pick<AuthCompany, 'companyName' | 'entityCode'>;

export interface CommissionSummary {
  company: Company;
  startDate: string;
  endDate: string;
  rows: {
    paidAt: Date;
    affiliateName: string;
    consumerName: string;
    documentNo: string;
    currency: string;
    orderAmount: number;
    ratePercent: number;
    commission: number;
    status: string;
  }[];
  /** Sums of the whole range by status and currency. */
  totals: { status: string; currency: string; minor: string }[];
  /** Commissions of the whole range (the rows stop at MAX_COMMISSION_ROWS). */
  total: number;
}

export interface AffiliateSummary {
  company: Company;
  startDate: string;
  endDate: string;
  rows: {
    name: string;
    referralCode: string;
    rate: number;
    status: string;
    referred: number;
    orders: number;
    earned: string;
    reversed: string;
    payable: string;
    currency: string | null;
  }[];
}

const day = (d: Date) => d.toISOString().slice(0, 10);

function heading(doc: Pdf, title: string, company: Company, start: string, end: string) {
  doc.fontSize(16).font('Helvetica-Bold').text(title);
  doc.fontSize(10).font('Helvetica').text(`${company.companyName} (${company.entityCode})`);
  doc.text(`From ${start} to ${end}`).moveDown();
}

/** Sums per currency, printed as one line each. */
function totalLines(doc: Pdf, label: string, totals: Map<string, number>) {
  if (totals.size === 0) doc.text(`${label}: 0.00`);
  for (const [currency, minor] of totals) doc.text(`${label}: ${moneyText(currency, minor)}`);
}

function drawCommissionSummary(doc: Pdf, s: CommissionSummary) {
  const { company, startDate, endDate, rows, total, totals } = s;
  const byStatus = (status: string) =>
    new Map(totals.filter((t) => t.status === status).map((t) => [t.currency, Number(t.minor)]));
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
}

function drawAffiliateSummary(doc: Pdf, s: AffiliateSummary) {
  const { company, startDate, endDate, rows } = s;
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
}

export const commissionSummaryPdf = pdfTask(
  (s: CommissionSummary) => `Referral commissions ${s.startDate} to ${s.endDate}`,
  drawCommissionSummary,
);

export const affiliateSummaryPdf = pdfTask(
  (s: AffiliateSummary) => `Affiliates ${s.startDate} to ${s.endDate}`,
  drawAffiliateSummary,
);
