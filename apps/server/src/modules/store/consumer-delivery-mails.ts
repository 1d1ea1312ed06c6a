import { eq, isNotNull, and } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Tx } from '../../platform/db/client.js';
import type { Mailer } from '../../platform/mail/index.js';
import {
  invoiceLines,
  purchaseOrderLines,
  purchaseOrders,
  wanderSerialNumbers,
} from '../../db/schema/index.js';
import type { ConsumerDelivery } from '../orders/index.js';
import { consumerDeliveryMail, consumerTopUpMail } from './mail/consumer-mails.js';
import { consumerMailTarget } from './mail/consumer-mail-target.js';
import { localPlanLabels, type SoldPlan } from './mail/local-plan-labels.js';

/** An eSIM's QR code as an inline image of the e-mail (PNG, 400 px, `cid:esim-{n}@wander`). */
async function qrAttachment(activationCode: string, n: number) {
  const png = await QRCode.toBuffer(activationCode, {
    errorCorrectionLevel: 'M',
    width: 400,
    margin: 1,
  });
  return {
    filename: `esim-${n}.png`,
    contentType: 'image/png',
    contentBase64: png.toString('base64'),
    cid: `esim-${n}@wander`,
  };
}

const soldPlanColumns = (t: typeof purchaseOrderLines | typeof invoiceLines) => ({
  variantId: t.variantId,
  productName: t.productName,
  variantName: t.variantName,
  days: t.days,
  dataGb: t.dataGb,
  isDayPass: t.isDayPass,
});

/** The delivered eSIMs' plan names in the consumer's language, in the delivery's order. */
async function deliveredPlans(tx: Tx, delivered: ConsumerDelivery, language: string) {
  const rows = await tx
    .select({ iccid: wanderSerialNumbers.iccid, ...soldPlanColumns(invoiceLines) })
    .from(wanderSerialNumbers)
    .innerJoin(invoiceLines, eq(invoiceLines.id, wanderSerialNumbers.invoiceLineId))
    .where(eq(invoiceLines.invoiceId, delivered.invoiceId));
  const byIccid = new Map<string, SoldPlan>(rows.map((r) => [r.iccid, r]));
  const sold = delivered.esims.map(
    (e) =>
      byIccid.get(e.iccid) ?? {
        variantId: '',
        productName: e.productName,
        variantName: e.variantName,
        days: 0,
        dataGb: 0,
        isDayPass: false,
      },
  );
  return localPlanLabels(tx, language, sold);
}

/**
 * The orders area's `consumerDelivered` hook (issue 41), in the delivery's transaction: a
 * consumer order's eSIMs e-mailed in the consumer's language and the brand of the platform it
 * was bought through, each with its QR code (inline), the iPhone install link and the code to
 * enter on Android, the amount paid and a link back to the store's My eSIMs; a top-up (no new
 * eSIM) gets "top-up done" instead.
 */
export function consumerDeliveryMails(mail: Mailer) {
  return async (tx: Tx, delivered: ConsumerDelivery) => {
    const [po] = await tx
      .select({
        documentNo: purchaseOrders.documentNo,
        consumerId: purchaseOrders.consumerId,
        platformId: purchaseOrders.platformId,
        distributor: purchaseOrders.distributorEntityCode,
        currency: purchaseOrders.currency,
        totalMinor: purchaseOrders.totalMinor,
      })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.id, delivered.poId));
    if (!po?.consumerId) return;
    const target = await consumerMailTarget(tx, po.consumerId, po.platformId);
    if (!target) return;
    const common = { to: target.email, entityCode: po.distributor };
    const order = { orderNo: po.documentNo, currency: po.currency, totalMinor: po.totalMinor };
    if (delivered.esims.length > 0) {
      const plans = await deliveredPlans(tx, delivered, target.base.language);
      const attachments = await Promise.all(
        delivered.esims.map((e, i) => qrAttachment(e.activationCode, i + 1)),
      );
      await mail.queue(tx, {
        ...common,
        template: consumerDeliveryMail,
        attachments,
        data: {
          ...target.base,
          ...order,
          esims: delivered.esims.map((e, i) => ({
            plan: plans[i],
            iccid: e.iccid,
            activationCode: e.activationCode,
            qrCid: attachments[i].cid,
          })),
        },
      });
      return;
    }
    // A top-up adds data to an eSIM the consumer has: its line names the eSIM (issue 27).
    const [topUp] = await tx
      .select({
        iccid: wanderSerialNumbers.iccid,
        ...soldPlanColumns(purchaseOrderLines),
      })
      .from(purchaseOrderLines)
      .innerJoin(wanderSerialNumbers, eq(wanderSerialNumbers.id, purchaseOrderLines.topUpSerialId))
      .where(
        and(
          eq(purchaseOrderLines.poId, delivered.poId),
          isNotNull(purchaseOrderLines.topUpSerialId),
        ),
      )
      .limit(1);
    if (!topUp) return;
    await mail.queue(tx, {
      ...common,
      template: consumerTopUpMail,
      data: {
        ...target.base,
        ...order,
        iccid: topUp.iccid,
        plan: (await localPlanLabels(tx, target.base.language, [topUp]))[0],
      },
    });
  };
}
