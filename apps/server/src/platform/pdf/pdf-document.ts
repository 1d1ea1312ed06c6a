import PDFDocument from 'pdfkit';
import { formatAmount, fromMinor } from '@wander/contract';
import { asBuffer } from '../workers/buffers.js';
import { runInWorker, workerTask } from '../workers/pool.js';
import { STANDARD_FONTS, UNICODE_FONTS, unicodeFontFiles, type PdfFonts } from './unicode-font.js';

export type Pdf = PDFKit.PDFDocument;
export { STANDARD_FONTS, UNICODE_FONTS, type PdfFonts };

/**
 * Renders a PDF with pdfkit into a buffer (A4, 40pt margins). Standard fonts unless `unicode`:
 * then UNICODE_FONTS' names draw with an embedded Noto Sans SC (Chinese, Malay, English).
 */
export function renderPdf(
  title: string,
  draw: (doc: Pdf) => void,
  options: { unicode?: boolean; author?: string } = {},
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 40,
      info: { Title: title, Author: options.author ?? 'Wander' },
    });
    if (options.unicode) {
      const files = unicodeFontFiles();
      doc.registerFont(UNICODE_FONTS.regular, files.regular);
      doc.registerFont(UNICODE_FONTS.bold, files.bold);
    }
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      draw(doc);
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

/**
 * A worker task that renders a PDF (issue 39: pdfkit's layout is CPU work, off the event loop):
 * `draw` is a pure function of plain data, exported by an area's `*.worker.ts` module; the area
 * reads the database and calls renderPdfInWorker with that data.
 */
export const pdfTask = <I>(
  title: (input: I) => string,
  draw: (doc: Pdf, input: I) => void,
  options: { unicode?: boolean; author?: (input: I) => string } = {},
) =>
  workerTask((input: I) =>
    renderPdf(title(input), (doc) => draw(doc, input), {
      unicode: options.unicode,
      author: options.author?.(input),
    }),
  );

/** Runs the pdfTask `name` of the worker module at `moduleUrl`: the PDF's bytes. */
export async function renderPdfInWorker<I>(moduleUrl: URL, name: string, input: I) {
  return asBuffer(await runInWorker<I, Uint8Array>(moduleUrl, name, input));
}

/** A simple table: a header row and rows, wrapping to a new page when the page is full. */
export function drawTable(
  doc: Pdf,
  columns: { title: string; width: number; align?: 'left' | 'right' }[],
  rows: string[][],
  fonts: PdfFonts = STANDARD_FONTS,
) {
  const left = doc.page.margins.left;
  const drawRow = (cells: string[], bold: boolean) => {
    const y = doc.y;
    const height =
      Math.max(
        ...cells.map((c, i) =>
          doc
            .font(bold ? fonts.bold : fonts.regular)
            .heightOfString(c, { width: columns[i].width - 6 }),
        ),
      ) + 6;
    if (y + height > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      return drawRow(cells, bold);
    }
    let x = left;
    cells.forEach((cell, i) => {
      doc.font(bold ? fonts.bold : fonts.regular).text(cell, x + 3, y + 3, {
        width: columns[i].width - 6,
        align: columns[i].align ?? 'left',
      });
      x += columns[i].width;
    });
    doc
      .moveTo(left, y + height)
      .lineTo(x, y + height)
      .strokeColor('#dddddd')
      .stroke();
    doc.x = left;
    doc.y = y + height;
  };
  doc.fontSize(9);
  drawRow(
    columns.map((c) => c.title),
    true,
  );
  for (const row of rows) drawRow(row, false);
  doc.font(fonts.regular);
}

/** An amount in minor units as documents print it: 'MYR 1,234.50'. */
export const moneyText = (currency: string, minor: number) =>
  `${currency} ${formatAmount(fromMinor(minor))}`;

/** The reply of a file endpoint: the PDF itself with a download name. */
export function pdfHeaders(fileName: string) {
  return {
    'content-type': 'application/pdf',
    'content-disposition': `inline; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
    'cache-control': 'no-store',
  };
}
