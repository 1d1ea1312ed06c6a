import type { Tx } from '../../platform/db/client.js';
import type { Mailer } from '../../platform/mail/index.js';
import { esimsOfInvoice } from './orders.queries.js';
import {
  esimDeliveryMail,
  purchaseOrderCopyMail,
  type EsimDeliveryMail,
  type PurchaseOrderMail,
} from './order-mail-templates.js';

export type { EsimDeliveryMail, PurchaseOrderMail };

export interface ConsumerDelivery {
  poId: string;
  invoiceId: string;
  esims: EsimDeliveryMail['esims'];
}

/**
 * How the orders area asks for e-mail: inside the business transaction, so nothing is sent for a
 * rolled-back order. `afterCommit` hands what was queued to the job queue.
 */
export interface EsimMailer {
  esimsDelivered(tx: Tx, mail: EsimDeliveryMail): Promise<void>;
  purchaseOrderCopy(tx: Tx, mail: PurchaseOrderMail): Promise<void>;
  /**
   * A purchase order's eSIMs were delivered (its invoice completed): other areas' messages about
   * it, such as a group's travellers' e-mails (issue 29), queued in the same transaction.
   */
  orderDelivered?(tx: Tx, delivered: { poId: string }): Promise<void>;
  /**
   * A consumer's order was delivered (issue 41): the store area's e-mail in the consumer's
   * language and its platform's brand (the eSIMs, or the top-up done), instead of the business
   * buyer's `esimsDelivered`. Without it a consumer order mails nothing (the demo's history).
   */
  consumerDelivered?(tx: Tx, delivered: ConsumerDelivery): Promise<void>;
  afterCommit(): Promise<void>;
}

/** The EsimMailer on the mail module's outbox (e-mail log row in the tx, send through the queue). */
export function esimMailerOf(mail: Mailer): EsimMailer {
  return {
    async esimsDelivered(tx, data) {
      await mail.queue(tx, {
        template: esimDeliveryMail,
        to: data.toEmail,
        data,
        entityCode: data.senderEntityCode,
      });
    },
    async purchaseOrderCopy(tx, data) {
      await mail.queue(tx, {
        template: purchaseOrderCopyMail,
        to: data.toEmail,
        data,
        entityCode: data.senderEntityCode,
      });
    },
    afterCommit: () => mail.relaySafely(),
  };
}

/** An invoice's eSIMs as the delivery e-mail lists them. */
export async function esimsForMail(tx: Tx, invoiceId: string): Promise<EsimDeliveryMail['esims']> {
  return (await esimsOfInvoice(tx, invoiceId)).map(
    ({ iccid, activationCode, productName, variantName }) => ({
      iccid,
      activationCode,
      productName,
      variantName,
    }),
  );
}
