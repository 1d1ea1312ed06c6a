import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPdf, renderPdfInWorker } from '../../platform/pdf/pdf-document.js';
import { closePool } from '../../platform/workers/pool.js';
import { pdfPageCount, pdfText } from '../../test-support/pdf-text.js';
import { DOCUMENTS_WORKER } from './order-pdfs.js';
import { drawPricedDocument, type PrintedDocument } from './priced-document.js';

afterAll(closePool);

/** An invoice of 150 lines (four pages), as invoice-pdfs.ts hands it to the worker. */
const invoice = (n: number): PrintedDocument => ({
  title: 'Invoice',
  documentNo: `INV-${n}`,
  currency: 'MYR',
  from: { heading: 'From', name: 'Wander Distribution', code: 'DIST001', address: 'Kuala Lumpur' },
  to: { heading: 'Bill To', name: 'Skyway Travel Agency', code: 'CUST001', address: null },
  facts: [
    ['Invoice Date', '2026-10-01'],
    ['Status', 'Completed'],
  ],
  lines: Array.from({ length: 150 }, (_, i) => ({
    lineNo: i + 1,
    productName: 'Asia 8',
    variantName: `${i + 1}GB 7 days`,
    qty: 2,
    unitPriceMinor: 2500,
    discountMinor: 100,
    taxCode: 'SST',
    taxRatePercent: 6,
    taxMinor: 288,
    lineTotalMinor: 5188,
    promotions: i % 10 === 0 ? ['Autumn sale'] : [],
  })),
  totals: { subTotal: 750000, discount: 15000, tax: 43200, total: 778200 },
  terms: [{ heading: 'Refunds', terms: 'Unused eSIMs within 30 days.', plans: [], allLines: true }],
});

const inline = (d: PrintedDocument) =>
  renderPdf(`Invoice ${d.documentNo}`, (doc) => drawPricedDocument(doc, d));
const inWorker = (d: PrintedDocument) =>
  renderPdfInWorker(DOCUMENTS_WORKER, 'pricedDocumentPdf', {
    pdfTitle: `Invoice ${d.documentNo}`,
    document: d,
  });

/**
 * A 5 ms timer's ticks while `work` runs, and the longest time without one (from the start to
 * the end): monitorEventLoopDelay records nothing while the loop is blocked from start to end.
 */
async function loopWhile(work: () => Promise<unknown>) {
  const ticks: number[] = [];
  const timer = setInterval(() => ticks.push(performance.now()), 5);
  const started = performance.now();
  await work();
  const ms = performance.now() - started;
  clearInterval(timer);
  const times = [started, ...ticks, started + ms];
  const gaps = times.slice(1).map((t, i) => t - times[i]);
  return { longestGap: Math.max(...gaps), ticks: ticks.length, ms };
}

describe('the orders area renders its PDFs on the worker pool', () => {
  beforeAll(async () => {
    await inWorker(invoice(0)); // the threads load pdfkit once
  });

  it('draws the same document as the event loop did', async () => {
    const [here, there] = await Promise.all([inline(invoice(1)), inWorker(invoice(1))]);
    expect(there).toBeInstanceOf(Buffer);
    expect(pdfPageCount(there)).toBe(pdfPageCount(here));
    expect(pdfPageCount(there)).toBeGreaterThan(2);
    expect(pdfText(there)).toEqual(pdfText(here));
    // Byte for byte, but for the creation time (and the file ID made from it).
    const timeless = (pdf: Buffer) =>
      pdf
        .toString('latin1')
        .replace(/\(D:\d{14}Z\)/g, '')
        .replace(/\/ID \[[^\]]*\]/, '');
    expect(timeless(there)).toBe(timeless(here));
  });

  it('keeps the event loop answering while 20 invoices render at once', async () => {
    const docs = Array.from({ length: 20 }, (_, i) => invoice(i + 2));
    const before = await loopWhile(() => Promise.all(docs.map(inline)));
    const now = await loopWhile(() => Promise.all(docs.map(inWorker)));
    // On the event loop the 20 drawings ran back to back (some 600 ms here): no timer fired.
    expect(before.ticks).toBe(0);
    expect(before.longestGap).toBeGreaterThan(200);
    // On the pool the timer keeps firing (some 30 ms at the longest here): its longest silence is
    // a small part of the inline one however slow the shared machine makes both, and most of
    // the 5 ms ticks come.
    expect(now.longestGap).toBeLessThan(before.longestGap / 4);
    expect(now.ticks).toBeGreaterThan(now.ms / 5 / 4);
  });
});
