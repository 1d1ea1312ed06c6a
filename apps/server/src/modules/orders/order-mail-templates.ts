import { planLabel } from '@wander/contract';
import { defineMailTemplate, escapeHtml, layout } from '../../platform/mail/index.js';

export interface EsimDeliveryMail {
  /** The issuing company, whose e-mail log shows the message. */
  senderEntityCode: string;
  invoiceId: string;
  toEmail: string;
  invoiceNo: string;
  /** The purchase or sale order's document number. */
  orderNo: string;
  /** The portal page with the order's QR codes; null for a buyer without a portal account. */
  orderPath: string | null;
  esims: { iccid: string; activationCode: string; productName: string; variantName: string }[];
}

export interface PurchaseOrderMail {
  senderEntityCode: string;
  poId: string;
  toEmail: string;
  poNo: string;
  smtpId: string | null;
}

/** The buyer's eSIMs: one block per eSIM with its ICCID and activation code, and a portal link. */
export const esimDeliveryMail = defineMailTemplate<EsimDeliveryMail>(
  'esim-delivery',
  (data, ctx) => {
    const base = layout(
      {
        title: `Your eSIMs for ${data.orderNo}`,
        paragraphs: [
          `Invoice ${data.invoiceNo} is complete and your ${data.esims.length} eSIM(s) are ready.`,
          data.orderPath
            ? 'Install an eSIM by scanning its QR code on the order page, or enter its activation code by hand in your phone\u2019s eSIM settings. Each eSIM can be installed once.'
            : 'Install an eSIM by entering its activation code in your phone\u2019s eSIM settings (Add eSIM, enter details manually). Each eSIM can be installed once.',
        ],
        action: data.orderPath
          ? { label: 'Open the order and its QR codes', url: ctx.link(data.orderPath) }
          : undefined,
      },
      ctx,
    );
    const rows = data.esims
      .map(
        (e, i) =>
          `<tr><td style="padding:6px;border-top:1px solid #eee">${i + 1}</td><td style="padding:6px;border-top:1px solid #eee">${escapeHtml(planLabel(e.productName, e.variantName))}</td><td style="padding:6px;border-top:1px solid #eee;font-family:monospace">${escapeHtml(e.iccid)}</td><td style="padding:6px;border-top:1px solid #eee;font-family:monospace;word-break:break-all">${escapeHtml(e.activationCode)}</td></tr>`,
      )
      .join('\n');
    const table = `<table style="border-collapse:collapse;width:100%;font-size:12px;margin:0 0 16px"><tr><th align="left">#</th><th align="left">Plan</th><th align="left">ICCID</th><th align="left">Activation code</th></tr>\n${rows}</table>`;
    const text = data.esims
      .map(
        (e, i) =>
          `${i + 1}. ${planLabel(e.productName, e.variantName)}\n   ICCID: ${e.iccid}\n   Activation code: ${e.activationCode}`,
      )
      .join('\n');
    return {
      subject: `Your eSIMs for ${data.orderNo} (invoice ${data.invoiceNo})`,
      html: base.html.replace('</div></body>', `${table}</div></body>`),
      text: `${base.text}\n\n${text}\n`,
    };
  },
);

/** A copy of a received purchase order, sent by the distributor to the buyer. */
export const purchaseOrderCopyMail = defineMailTemplate<PurchaseOrderMail>(
  'purchase-order-copy',
  (data, ctx) => ({
    subject: `Purchase order ${data.poNo}`,
    ...layout(
      {
        title: `Purchase order ${data.poNo}`,
        paragraphs: ['Your distributor sent you a copy of this purchase order.'],
        action: { label: 'Open the order', url: ctx.link(`/purchase-order-detail/${data.poId}`) },
      },
      ctx,
    ),
  }),
);

/** The distributor's alert: a paid order could not be delivered on payment (fulfil it by hand). */
export const deliveryHeldMail = defineMailTemplate<{
  poId: string;
  poNo: string;
  buyerName: string;
  reason: string;
}>('delivery-on-payment-held', (data, ctx) => ({
  subject: `Order ${data.poNo} is paid and waits for you: ${data.reason}`,
  ...layout(
    {
      title: `Order ${data.poNo} was not delivered on payment`,
      paragraphs: [
        `${data.buyerName} paid order ${data.poNo}, but its eSIMs could not be delivered automatically: ${data.reason}.`,
        'The order stays Paid. Add stock if needed, then fulfil and complete it from Received Orders.',
      ],
      action: {
        label: 'Open the received order',
        url: ctx.link(`/setup/received-order-detail/${data.poId}`),
      },
    },
    ctx,
  ),
}));
