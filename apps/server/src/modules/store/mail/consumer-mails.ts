import { iphoneInstallLink } from '@wander/contract';
import { defineMailTemplate } from '../../../platform/mail/index.js';
import { brandedMail, storeLink, type ConsumerMailBase } from './consumer-mail-layout.js';
import { fill, mailDate, mailMoney, mailStrings } from './mail-strings.js';

/**
 * The consumer e-mails (issue 41), each in the consumer's language (`base.language`) and its
 * sales platform's brand (`base.brand`), from the dictionaries en.ts, ms.ts and zh.ts. They are
 * rendered when queued, so the e-mail log keeps what was sent.
 */

export const consumerConfirmEmailMail = defineMailTemplate<
  ConsumerMailBase & { email: string; token: string; hours: number }
>('consumer-confirm-email', (d, ctx) => {
  const t = mailStrings(d.language).confirm;
  const query = new URLSearchParams({ email: d.email, token: d.token });
  return brandedMail(d, ctx, {
    subject: t.subject,
    title: fill(t.title, { store: d.brand.store, name: d.name }),
    blocks: [
      { kind: 'text', text: t.body },
      {
        kind: 'action',
        label: t.action,
        url: storeLink(ctx, d.brand, `confirm-email?${query.toString()}`),
      },
      { kind: 'text', small: true, text: fill(t.validity, { hours: d.hours }) },
    ],
  });
});

export const consumerResetPasswordMail = defineMailTemplate<
  ConsumerMailBase & { email: string; token: string; minutes: number }
>('consumer-reset-password', (d, ctx) => {
  const t = mailStrings(d.language).reset;
  const query = new URLSearchParams({ email: d.email, token: d.token });
  return brandedMail(d, ctx, {
    subject: t.subject,
    title: fill(t.title, { name: d.name }),
    blocks: [
      { kind: 'text', text: fill(t.body, { store: d.brand.store }) },
      {
        kind: 'action',
        label: t.action,
        url: storeLink(ctx, d.brand, `reset-password?${query.toString()}`),
      },
      { kind: 'text', small: true, text: fill(t.validity, { minutes: d.minutes }) },
    ],
  });
});

/** A paid order's amounts: each line, then subtotal, discount (and coupon), tax and total. */
export interface ReceiptAmounts {
  currency: string;
  lines: { plan: string; qty: number; unitPriceMinor: number }[];
  subtotalMinor: number;
  discountMinor: number;
  couponCode: string | null;
  taxMinor: number;
  totalMinor: number;
}

export type ReceiptMailData = ConsumerMailBase &
  ReceiptAmounts & { orderId: string; orderNo: string; paidAt: string };

export const consumerReceiptMail = defineMailTemplate<ReceiptMailData>(
  'consumer-receipt',
  (d, ctx) => {
    const strings = mailStrings(d.language);
    const t = strings.receipt;
    const a = strings.amounts;
    const money = (minor: number) => mailMoney(d.currency, minor);
    const total = money(d.totalMinor);
    return brandedMail(d, ctx, {
      subject: fill(t.subject, { orderNo: d.orderNo }),
      title: t.title,
      blocks: [
        { kind: 'text', text: fill(strings.common.greeting, { name: d.name }) },
        {
          kind: 'text',
          text: fill(t.body, { total, orderNo: d.orderNo, date: mailDate(d.language, d.paidAt) }),
        },
        {
          kind: 'amounts',
          head: [a.plan, a.qty, a.amount],
          rows: d.lines.map((l) => [l.plan, String(l.qty), money(l.unitPriceMinor * l.qty)]),
          totals: [
            [a.subtotal, money(d.subtotalMinor)],
            ...(d.discountMinor > 0 || d.couponCode
              ? [
                  [
                    d.couponCode
                      ? `${a.discount} (${fill(a.coupon, { code: d.couponCode })})`
                      : a.discount,
                    `-${money(d.discountMinor)}`,
                  ] as [string, string],
                ]
              : []),
            [a.tax, money(d.taxMinor)],
            [`${a.total} (${a.paidByCard})`, total],
          ],
        },
        { kind: 'action', label: t.action, url: storeLink(ctx, d.brand, `orders/${d.orderId}`) },
      ],
    });
  },
);

export type DeliveryMailData = ConsumerMailBase & {
  orderNo: string;
  currency: string;
  totalMinor: number;
  esims: { plan: string; iccid: string; activationCode: string; qrCid: string }[];
};

/** The eSIMs of a delivered order: each with its QR code (inline), iPhone link and LPA code. */
export const consumerDeliveryMail = defineMailTemplate<DeliveryMailData>(
  'consumer-esim-delivery',
  (d, ctx) => {
    const t = mailStrings(d.language).delivery;
    const count = d.esims.length;
    return brandedMail(d, ctx, {
      subject: fill(t.subject, { orderNo: d.orderNo }),
      title: t.title,
      blocks: [
        { kind: 'text', text: fill(mailStrings(d.language).common.greeting, { name: d.name }) },
        {
          kind: 'text',
          text: fill(t.body, {
            orderNo: d.orderNo,
            count,
            total: mailMoney(d.currency, d.totalMinor),
          }),
        },
        ...d.esims.map((e, i) => ({
          kind: 'esim' as const,
          heading: fill(t.esimHeading, { n: i + 1, count, plan: e.plan }),
          qrCid: e.qrCid,
          lines: [`ICCID: ${e.iccid}`, t.scan],
          install: [
            { text: t.iphone, label: t.iphoneAction, url: iphoneInstallLink(e.activationCode) },
          ],
          code: { text: t.android, value: e.activationCode },
        })),
        { kind: 'text', small: true, text: t.once },
        { kind: 'action', label: t.action, url: storeLink(ctx, d.brand, 'esims') },
      ],
    });
  },
);

export const consumerTopUpMail = defineMailTemplate<
  ConsumerMailBase & {
    orderNo: string;
    plan: string;
    iccid: string;
    currency: string;
    totalMinor: number;
  }
>('consumer-top-up-done', (d, ctx) => {
  const t = mailStrings(d.language).topUp;
  return brandedMail(d, ctx, {
    subject: fill(t.subject, { iccid: d.iccid }),
    title: t.title,
    blocks: [
      { kind: 'text', text: fill(mailStrings(d.language).common.greeting, { name: d.name }) },
      {
        kind: 'text',
        text: fill(t.body, {
          plan: d.plan,
          iccid: d.iccid,
          orderNo: d.orderNo,
          total: mailMoney(d.currency, d.totalMinor),
        }),
      },
      { kind: 'action', label: t.action, url: storeLink(ctx, d.brand, 'esims') },
    ],
  });
});

export type ConsumerUsageMailData = ConsumerMailBase & {
  kind: 'usage' | 'expiry';
  plan: string;
  iccid: string;
  usedPercent: number;
  expiresAt: string;
};

/** The subject of a consumer's low-data or expiry reminder (also its notification's title). */
export function consumerUsageSubject(d: ConsumerUsageMailData) {
  const s = mailStrings(d.language);
  return d.kind === 'usage'
    ? fill(s.lowData.subject, { iccid: d.iccid, percent: d.usedPercent })
    : fill(s.expiry.subject, { iccid: d.iccid, date: mailDate(d.language, d.expiresAt) });
}

/** A consumer's low-data or expiry reminder, in its language. */
export const consumerUsageMail = defineMailTemplate<ConsumerUsageMailData>(
  'consumer-usage-alert',
  (d, ctx) => {
    const s = mailStrings(d.language);
    const t = d.kind === 'usage' ? s.lowData : s.expiry;
    const values = {
      plan: d.plan,
      iccid: d.iccid,
      percent: d.usedPercent,
      date: mailDate(d.language, d.expiresAt),
    };
    const subject = consumerUsageSubject(d);
    return brandedMail(d, ctx, {
      subject,
      title: subject,
      blocks: [
        { kind: 'text', text: fill(s.common.greeting, { name: d.name }) },
        { kind: 'text', text: fill(t.body, values) },
        { kind: 'action', label: t.action, url: storeLink(ctx, d.brand, 'esims') },
        { kind: 'text', small: true, text: fill(t.why, { store: d.brand.store }) },
      ],
    });
  },
);
