import { fromMinor, type InvoiceSummary } from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { qrDataUrls } from '../../platform/qr/qr-images.js';
import type { InvoiceRow } from './fulfilment.queries.js';
import { esimsOfInvoice } from './orders.queries.js';

export const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The QR codes of activation codes as PNG data URLs (what a phone's camera scans), 220 px, drawn
 * together on a worker thread (some 8 ms each: an invoice of 200 eSIMs held the event loop 1.5 s).
 */
export const qrDataUrlsOf = (activationCodes: string[]) =>
  qrDataUrls(activationCodes, { margin: 1, width: 220 });

/** Each eSIM's QR code once it is delivered (before that nobody may install it), else null. */
export async function qrCodesOf(esims: { status: string; activationCode: string }[]) {
  const delivered = esims.filter((e) => e.status === 'delivered');
  const urls = await qrDataUrlsOf(delivered.map((e) => e.activationCode));
  const byEsim = new Map(delivered.map((e, i) => [e, urls[i]]));
  return esims.map((e) => byEsim.get(e) ?? null);
}

/**
 * An order's invoice as its detail page shows it. `withEsims`: whether this reader may see the
 * eSIMs now (the issuer from issue on, a buyer once delivered); QR codes only for delivered ones.
 */
export async function invoiceSummaryOf(
  db: Tx,
  invoice: InvoiceRow,
  withEsims: boolean,
): Promise<InvoiceSummary> {
  const esims = withEsims ? await esimsOfInvoice(db, invoice.id) : [];
  const qrCodes = await qrCodesOf(esims);
  return {
    id: invoice.id,
    documentNo: invoice.documentNo,
    status: invoice.status,
    totalAmount: fromMinor(invoice.totalMinor),
    createdAt: invoice.createdAt.toISOString(),
    completedAt: iso(invoice.completedAt),
    esims: esims.map((e, i) => ({
      id: e.id,
      iccid: e.iccid,
      activationCode: e.activationCode,
      qrCode: qrCodes[i],
      status: e.status,
      productName: e.productName,
      variantName: e.variantName,
    })),
  };
}
