import QRCode from 'qrcode';
import {
  drawTable,
  moneyText as money,
  renderPdf,
  type Pdf,
} from '../../platform/pdf/pdf-document.js';
import type { EsimDocument } from './esim-document.queries.js';

/** The purchase order summary as printed: plain data, drawn on a worker thread. */
export interface PurchaseOrderSummary {
  companyName: string;
  entityCode: string;
  start: string;
  end: string;
  orders: {
    documentNo: string;
    createdAt: Date;
    distributorEntityCode: string;
    status: string;
    paymentMethod: string | null;
    currency: string;
    totalMinor: number;
  }[];
}

export function drawPurchaseOrderSummary(doc: Pdf, s: PurchaseOrderSummary) {
  const totals = new Map<string, number>();
  for (const po of s.orders) {
    if (po.status === 'Cancelled') continue;
    totals.set(po.currency, (totals.get(po.currency) ?? 0) + po.totalMinor);
  }
  doc.fontSize(16).font('Helvetica-Bold').text('Purchase Order Summary');
  doc.fontSize(10).font('Helvetica').text(`${s.companyName} (${s.entityCode})`);
  doc.text(`From ${s.start} to ${s.end}`).moveDown();
  drawTable(
    doc,
    [
      { title: 'Document No', width: 95 },
      { title: 'Date', width: 75 },
      { title: 'Distributor', width: 90 },
      { title: 'Status', width: 70 },
      { title: 'Payment', width: 70 },
      { title: 'Total', width: 115, align: 'right' },
    ],
    s.orders.map((po) => [
      po.documentNo,
      po.createdAt.toISOString().slice(0, 10),
      po.distributorEntityCode,
      po.status,
      po.paymentMethod ?? '-',
      money(po.currency, po.totalMinor),
    ]),
  );
  doc.moveDown();
  if (s.orders.length === 0) doc.fontSize(10).text('No purchase orders in this period.');
  doc.fontSize(10).font('Helvetica-Bold').text(`Orders: ${s.orders.length}`);
  for (const [currency, minor] of totals) {
    doc.text(`Total (excluding cancelled): ${money(currency, minor)}`);
  }
}

/** One page per eSIM: ICCID, plan, QR code and activation code (CreatePDF / CreateBulkPDF). */
function drawEsimPages(doc: Pdf, document: EsimDocument, qrs: Buffer[]) {
  document.esims.forEach((esim, i) => {
    if (i > 0) doc.addPage();
    doc.fontSize(18).font('Helvetica-Bold').text('Your Wander eSIM');
    doc.fontSize(10).font('Helvetica');
    doc.text(`Invoice ${document.invoiceNo} - Purchase order ${document.poNo}`);
    doc.text(`${document.companyName}`).moveDown();
    doc.fontSize(12).font('Helvetica-Bold').text(`${esim.productName}`);
    doc.fontSize(11).font('Helvetica').text(esim.variantName).moveDown(0.5);
    doc.text(`ICCID: ${esim.iccid}`);
    doc.moveDown();
    doc.image(qrs[i], { fit: [220, 220] });
    doc.moveDown();
    doc.fontSize(10).text('Scan the QR code with your phone, or enter the activation code:');
    doc.font('Courier').text(esim.activationCode).font('Helvetica');
    doc.moveDown().fontSize(9).fillColor('#555555');
    doc.text(
      `eSIM ${i + 1} of ${document.esims.length}. Install it before you travel; keep this page private.`,
    );
    doc.fillColor('#000000');
  });
}

/** The eSIM pages with their QR codes (PNG, 440 px): all of it on the worker thread. */
export async function esimPagesPdf(document: EsimDocument): Promise<Buffer> {
  const qrs = await Promise.all(
    document.esims.map((e) =>
      QRCode.toBuffer(e.activationCode, { errorCorrectionLevel: 'M', width: 440, margin: 1 }),
    ),
  );
  return renderPdf(`eSIMs ${document.invoiceNo}`, (doc) => drawEsimPages(doc, document, qrs));
}
