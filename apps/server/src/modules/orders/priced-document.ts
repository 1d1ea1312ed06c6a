import { planLabel } from '@wander/contract';
import { drawTable, moneyText as money, type Pdf } from '../../platform/pdf/pdf-document.js';
import type { PrintedTerms } from '../product/warranty-terms.js';
import type { PricedLine } from '../catalog/price-from-book.js';

/**
 * An invoice or a purchase order as printed (CreatePDF, CreatePOHeaderPDF): plain data, drawn on
 * a worker thread (documents.worker.ts); the reading stays in invoice-pdfs.ts.
 */
export type PrintedLine = Pick<
  PricedLine,
  | 'lineNo'
  | 'productName'
  | 'variantName'
  | 'qty'
  | 'unitPriceMinor'
  | 'discountMinor'
  | 'taxCode'
  | 'taxRatePercent'
  | 'taxMinor'
  | 'lineTotalMinor'
  | 'promotions'
>;

export interface PrintedDocument {
  title: string;
  documentNo: string;
  currency: string;
  from: { heading: string; name: string; code: string; address: string | null };
  to: { heading: string; name: string; code: string | null; address: string | null };
  facts: [string, string][];
  lines: PrintedLine[];
  totals: { subTotal: number; discount: number; tax: number; total: number };
  /** The seller's refund and replacement terms of what the document sells (an invoice). */
  terms?: PrintedTerms[];
}

/** Under the totals: each warranty, and the plans it covers when not all of them. */
function drawTerms(doc: Pdf, terms: PrintedTerms[]) {
  if (terms.length === 0) return;
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc
    .moveDown()
    .fontSize(10)
    .font('Helvetica-Bold')
    .text('Refund and replacement terms', left, doc.y, { width });
  for (const t of terms) {
    doc.fontSize(9).font('Helvetica-Bold').text(`${t.heading}:`, { width });
    doc.font('Helvetica').text(t.terms, { width });
    if (!t.allLines)
      doc
        .fillColor('#555')
        .text(`Applies to: ${t.plans.join('; ')}`, { width })
        .fillColor('#000');
  }
}

/** Tax per code and rate, as an invoice prints it under its lines. */
function taxSummary(lines: PrintedLine[]) {
  const byCode = new Map<string, number>();
  for (const l of lines) {
    if (!l.taxCode && l.taxMinor === 0) continue;
    const key = `${l.taxCode ?? 'Tax'} (${Number(l.taxRatePercent)}%)`;
    byCode.set(key, (byCode.get(key) ?? 0) + l.taxMinor);
  }
  return [...byCode];
}

/** A priced document: parties, facts, the lines with price, discount and tax, then the totals. */
export function drawPricedDocument(doc: Pdf, d: PrintedDocument) {
  const amount = (minor: number) => money(d.currency, minor);
  doc.fontSize(18).font('Helvetica-Bold').text(d.title);
  doc.fontSize(11).font('Helvetica').text(d.documentNo).moveDown();
  const top = doc.y;
  for (const [i, party] of [d.from, d.to].entries()) {
    const x = doc.page.margins.left + i * 260;
    doc.fontSize(9).font('Helvetica-Bold').text(party.heading, x, top, { width: 240 });
    doc
      .font('Helvetica')
      .text(party.code ? `${party.name} (${party.code})` : party.name, { width: 240 });
    if (party.address) doc.text(party.address, { width: 240 });
  }
  doc.x = doc.page.margins.left;
  doc.moveDown();
  for (const [label, value] of d.facts) doc.fontSize(9).text(`${label}: ${value}`);
  doc.moveDown();
  drawTable(
    doc,
    [
      { title: '#', width: 25 },
      { title: 'Plan', width: 170 },
      { title: 'Qty', width: 40, align: 'right' },
      { title: 'Unit Price', width: 75, align: 'right' },
      { title: 'Discount', width: 65, align: 'right' },
      { title: 'Tax', width: 65, align: 'right' },
      { title: 'Total', width: 75, align: 'right' },
    ],
    d.lines.map((l) => [
      String(l.lineNo),
      [planLabel(l.productName, l.variantName), ...l.promotions.map((p) => `Promotion: ${p}`)].join(
        '\n',
      ),
      String(l.qty),
      amount(l.unitPriceMinor),
      amount(l.discountMinor),
      `${amount(l.taxMinor)}${l.taxCode ? ` ${l.taxCode}` : ''}`,
      amount(l.lineTotalMinor),
    ]),
  );
  doc.moveDown();
  const right = { width: doc.page.width - doc.page.margins.left - doc.page.margins.right };
  const total = (label: string, minor: number, bold = false) =>
    doc
      .fontSize(10)
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .text(`${label}: ${amount(minor)}`, doc.page.margins.left, doc.y, {
        ...right,
        align: 'right',
      });
  total('Sub Total', d.totals.subTotal);
  total('Discount', d.totals.discount);
  for (const [label, minor] of taxSummary(d.lines)) total(`Tax ${label}`, minor);
  total('Tax', d.totals.tax);
  total('Total', d.totals.total, true);
  drawTerms(doc, d.terms ?? []);
}
