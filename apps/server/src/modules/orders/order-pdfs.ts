import QRCode from 'qrcode';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { parseDateRange } from '../../platform/http/date-range.js';
import { drawTable, moneyText as money, renderPdf } from '../../platform/pdf/pdf-document.js';
import { asBuyer, type OrderActor } from './order-actor.js';
import { purchaseOrdersBetween } from './orders.queries.js';
import { esimsForDocument, type EsimDocument } from './esim-document.queries.js';

/**
 * POST network/PurchaseOrders/GenerateSummaryPDF/{startDate}/{endDate}: the working company's
 * purchase orders created from startDate to endDate (both days included), with totals.
 */
export async function purchaseOrderSummaryPdf(
  db: Tx,
  actor: OrderActor,
  start: string,
  end: string,
) {
  const { from, to } = parseDateRange(start, end);
  const orders = await purchaseOrdersBetween(db, asBuyer(actor), from, to);
  const totals = new Map<string, number>();
  for (const po of orders) {
    if (po.status === 'Cancelled') continue;
    totals.set(po.currency, (totals.get(po.currency) ?? 0) + po.totalMinor);
  }
  return renderPdf(`Purchase orders ${start} to ${end}`, (doc) => {
    doc.fontSize(16).font('Helvetica-Bold').text('Purchase Order Summary');
    doc
      .fontSize(10)
      .font('Helvetica')
      .text(`${actor.company.companyName} (${actor.company.entityCode})`);
    doc.text(`From ${start} to ${end}`).moveDown();
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
      orders.map((po) => [
        po.documentNo,
        po.createdAt.toISOString().slice(0, 10),
        po.distributorEntityCode,
        po.status,
        po.paymentMethod ?? '-',
        money(po.currency, po.totalMinor),
      ]),
    );
    doc.moveDown();
    if (orders.length === 0) doc.fontSize(10).text('No purchase orders in this period.');
    doc.fontSize(10).font('Helvetica-Bold').text(`Orders: ${orders.length}`);
    for (const [currency, minor] of totals) {
      doc.text(`Total (excluding cancelled): ${money(currency, minor)}`);
    }
  });
}

/** One page per eSIM: ICCID, plan, QR code and activation code (CreatePDF / CreateBulkPDF). */
function drawEsimPages(doc: PDFKit.PDFDocument, document: EsimDocument, qrs: Buffer[]) {
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

export async function esimPdf(
  db: Tx,
  actor: OrderActor,
  target: { esimId: string } | { invoiceId: string },
) {
  const document = await esimsForDocument(db, actor, target);
  if (!document || document.esims.length === 0) throw AppError.notFound('eSIM');
  const qrs = await Promise.all(
    document.esims.map((e) =>
      QRCode.toBuffer(e.activationCode, { errorCorrectionLevel: 'M', width: 440, margin: 1 }),
    ),
  );
  const pdf = await renderPdf(`eSIMs ${document.invoiceNo}`, (doc) =>
    drawEsimPages(doc, document, qrs),
  );
  return {
    pdf,
    fileName: `${document.invoiceNo}${'esimId' in target ? `-${document.esims[0].iccid}` : ''}.pdf`,
  };
}
