import {
  drawTable,
  moneyText as money,
  UNICODE_FONTS as F,
  type Pdf,
} from '../../platform/pdf/pdf-document.js';
import { fill, mailDate, mailStrings } from './mail/mail-strings.js';

/** A consumer's receipt as printed (issue 41): plain data, drawn on a worker thread. */
export interface ConsumerReceipt {
  language: string;
  store: string;
  color: string | null;
  supportEmail: string | null;
  orderNo: string;
  invoiceNo: string | null;
  paidAt: string;
  currency: string;
  seller: { name: string; address: string | null };
  buyer: { name: string; email: string };
  lines: {
    plan: string;
    qty: number;
    unitPriceMinor: number;
    discountMinor: number;
    taxMinor: number;
    lineTotalMinor: number;
  }[];
  subtotalMinor: number;
  discountMinor: number;
  couponCode: string | null;
  taxMinor: number;
  totalMinor: number;
}

const brandColor = (color: string | null) =>
  color && /^#[0-9a-f]{6}$/i.test(color) ? color : '#1677ff';

/**
 * The receipt in the consumer's language, with the embedded Unicode font (Chinese renders as
 * Chinese): the store's name, the parties, the order, the lines and the totals with the coupon.
 */
export function drawReceipt(doc: Pdf, r: ConsumerReceipt) {
  const strings = mailStrings(r.language);
  const t = strings.pdf;
  const a = strings.amounts;
  const amount = (minor: number) => money(r.currency, minor);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.fillColor(brandColor(r.color)).fontSize(20).font(F.bold).text(r.store, { width });
  doc.fillColor('#000000').fontSize(16).text(t.title).moveDown(0.5);
  const top = doc.y;
  const parties: [string, string[]][] = [
    [t.soldBy, [r.seller.name, ...(r.seller.address ? [r.seller.address] : [])]],
    [t.billedTo, [r.buyer.name, r.buyer.email]],
  ];
  for (const [i, [heading, lines]] of parties.entries()) {
    const x = left + i * 260;
    doc.fontSize(9).font(F.bold).text(heading, x, top, { width: 240 });
    doc.font(F.regular);
    for (const line of lines) doc.text(line, { width: 240 });
  }
  doc.x = left;
  doc.moveDown();
  const facts: [string, string][] = [
    [t.order, r.orderNo],
    ...(r.invoiceNo ? [[t.invoice, r.invoiceNo] as [string, string]] : []),
    [t.datePaid, mailDate(r.language, r.paidAt)],
    [t.payment, a.paidByCard],
  ];
  for (const [label, value] of facts) doc.fontSize(9).font(F.regular).text(`${label}: ${value}`);
  doc.moveDown();
  drawTable(
    doc,
    [
      { title: '#', width: 25 },
      { title: a.plan, width: 170 },
      { title: a.qty, width: 40, align: 'right' },
      { title: a.unitPrice, width: 75, align: 'right' },
      { title: a.discount, width: 65, align: 'right' },
      { title: a.tax, width: 65, align: 'right' },
      { title: a.total, width: 75, align: 'right' },
    ],
    r.lines.map((l, i) => [
      String(i + 1),
      l.plan,
      String(l.qty),
      amount(l.unitPriceMinor),
      amount(l.discountMinor),
      amount(l.taxMinor),
      amount(l.lineTotalMinor),
    ]),
    F,
  );
  doc.moveDown();
  const total = (label: string, value: string, bold = false) =>
    doc
      .fontSize(10)
      .font(bold ? F.bold : F.regular)
      .text(`${label}: ${value}`, left, doc.y, { width, align: 'right' });
  total(a.subtotal, amount(r.subtotalMinor));
  if (r.discountMinor > 0 || r.couponCode) {
    const label = r.couponCode
      ? `${a.discount} (${fill(a.coupon, { code: r.couponCode })})`
      : a.discount;
    total(label, `-${amount(r.discountMinor)}`);
  }
  total(a.tax, amount(r.taxMinor));
  total(a.total, amount(r.totalMinor), true);
  doc.moveDown(2);
  const thanks = [
    fill(t.thankYou, { store: r.store }),
    ...(r.supportEmail ? [fill(strings.common.support, { supportEmail: r.supportEmail })] : []),
  ].join(' ');
  doc.fontSize(9).font(F.regular).fillColor('#555555').text(thanks, left, doc.y, { width });
  doc.fillColor('#000000');
}
