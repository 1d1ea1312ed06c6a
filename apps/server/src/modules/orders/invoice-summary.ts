import QRCode from 'qrcode';
import { fromMinor, type InvoiceSummary } from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import type { InvoiceRow } from './fulfilment.queries.js';
import { esimsOfInvoice } from './orders.queries.js';

export const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The QR code of an activation code as a PNG data URL (what a phone's camera scans). */
export const qrDataUrl = (activationCode: string) =>
  QRCode.toDataURL(activationCode, { errorCorrectionLevel: 'M', margin: 1, width: 220 });

/** An eSIM's QR code once it is delivered (before that nobody may install it), else null. */
export const qrCodeOf = (esim: { status: string; activationCode: string }) =>
  esim.status === 'delivered' ? qrDataUrl(esim.activationCode) : Promise.resolve(null);

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
  return {
    id: invoice.id,
    documentNo: invoice.documentNo,
    status: invoice.status,
    totalAmount: fromMinor(invoice.totalMinor),
    createdAt: invoice.createdAt.toISOString(),
    completedAt: iso(invoice.completedAt),
    esims: await Promise.all(
      esims.map(async (e) => ({
        id: e.id,
        iccid: e.iccid,
        activationCode: e.activationCode,
        qrCode: await qrCodeOf(e),
        status: e.status,
        productName: e.productName,
        variantName: e.variantName,
      })),
    ),
  };
}
