import type { Tx } from '../../platform/db/client.js';
import { orderMailOutbox } from '../../db/schema/index.js';

export interface EsimDeliveryMail {
  invoiceId: string;
  poId: string;
  toEmail: string;
  invoiceNo: string;
  poNo: string;
  esims: { iccid: string; activationCode: string; productName: string; variantName: string }[];
}

export interface PurchaseOrderMail {
  poId: string;
  toEmail: string;
  poNo: string;
  smtpId: string | null;
}

/**
 * How the orders area asks for e-mail. It only records the message inside the business
 * transaction (order_mail_outbox), so nothing is sent for a rolled-back order; the mail module
 * (pg-boss job + nodemailer, another branch) sends the recorded rows after commit and sets
 * sent_at. Swap this implementation for one that enqueues the mail job when merging.
 */
export interface EsimMailer {
  esimsDelivered(tx: Tx, mail: EsimDeliveryMail): Promise<void>;
  purchaseOrderCopy(tx: Tx, mail: PurchaseOrderMail): Promise<void>;
}

export const outboxEsimMailer: EsimMailer = {
  async esimsDelivered(tx, mail) {
    await tx.insert(orderMailOutbox).values({
      kind: 'EsimDelivery',
      invoiceId: mail.invoiceId,
      poId: mail.poId,
      toEmail: mail.toEmail,
      subject: `Your eSIMs for ${mail.poNo} (invoice ${mail.invoiceNo})`,
      payload: { ...mail },
    });
  },
  async purchaseOrderCopy(tx, mail) {
    await tx.insert(orderMailOutbox).values({
      kind: 'PurchaseOrderCopy',
      poId: mail.poId,
      toEmail: mail.toEmail,
      subject: `Purchase order ${mail.poNo}`,
      payload: { ...mail },
    });
  },
};
