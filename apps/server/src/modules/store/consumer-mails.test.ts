import { eq, sql } from 'drizzle-orm';
import { invoices } from '../../db/schema/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MB_PER_GB, planLabel, type StorePlan } from '@wander/contract';
import { sendUsageAlerts } from '../usage/send-usage-alerts.js';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import { mailsTo } from '../../test-support/mail.js';
import { pdfText } from '../../test-support/pdf-text.js';
import { sendReceiptMail } from './receipt-mail-jobs.js';
import { storeKit } from '../../test-support/kits/store-test-kit.js';

// Issue 41: a consumer who signs up in Chinese gets every e-mail and PDF in Chinese, with the
// brand of the platform it buys through (WEB-MY: "Wander Malaysia", #0b5cad, help@wander.demo).
let t: TestApp;
let kit: Awaited<ReturnType<typeof storeKit>>;
beforeAll(async () => {
  t = await createTestApp();
  kit = await storeKit(t);
});
afterAll(() => t.close());

const CJK = /[\u4e00-\u9fff]/;
type Attachment = { filename: string; contentType: string; contentBase64: string; cid?: string };
const attachmentsOf = (mail: { attachments: unknown }) => (mail.attachments ?? []) as Attachment[];

async function signUp(language?: string) {
  const email = `lin.${language ?? 'default'}.${Date.now()}@example.com`;
  const res = await kit.call('POST', 'consumers/sign-up', {
    ip: '198.51.100.41',
    payload: {
      email,
      password: 'Travel#2026',
      name: '林小华',
      country: 'MY',
      ...(language ? { language } : {}),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { email, token: res.json().data.token as string, consumer: res.json().data.consumer };
}

describe('consumer e-mails in the consumer language and the platform brand (issue 41)', () => {
  it('signs up in Chinese: confirmation, receipt with its PDF, eSIMs, reset, all Chinese and WEB-MY branded', async () => {
    const { email, token, consumer } = await signUp('zh');
    expect(consumer.language).toBe('zh');

    const [confirmation] = await mailsTo(t.app, t.database, email);
    expect(confirmation.template).toBe('consumer-confirm-email');
    expect(confirmation.subject).toBe('请确认您的电子邮件地址');
    expect(confirmation.textBody).toContain('欢迎来到 Wander Malaysia，林小华');
    expect(confirmation.textBody).toContain('/store/WEB-MY/confirm-email?');
    expect(confirmation.textBody).toContain('help@wander.demo');
    expect(confirmation.htmlBody).toContain('lang="zh-CN"');
    expect(confirmation.htmlBody).toContain('background:#0b5cad');
    expect(confirmation.fromName).toBe('Wander Malaysia');
    expect(confirmation.replyTo).toBe('help@wander.demo');
    const confirmed = await kit.call('POST', 'consumers/confirm-email', {
      payload: { email, token: await kit.confirmationToken(email) },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    // Buys with the sign-up coupon and pays by card.
    const plan = (await kit.japanPlan()) as unknown as StorePlan;
    // The plan as the Chinese store names it ("日本 1GB 7天"), not the English snapshot.
    const zhPlan = planLabel(plan.names.zh.productName, plan.names.zh.variantName);
    const enPlan = planLabel(plan.productName, plan.variantName);
    expect(zhPlan).toMatch(CJK);
    const checkout = await kit.call('POST', 'orders', {
      token,
      payload: { variantId: plan.variantId, qty: 2, couponCode: 'WELCOME10' },
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const { orderId, documentNo } = checkout.json().data as { orderId: string; documentNo: string };
    await kit.payOnSandbox(checkout.json().data.paymentUrl);
    const order = (await kit.call('GET', `orders/${orderId}`, { token })).json().data;
    expect(order.status).toBe('Completed');

    const mails = await mailsTo(t.app, t.database, email);
    const receipt = mails.find((m) => m.template === 'consumer-receipt')!;
    expect(receipt.subject).toBe(`订单 ${documentNo} 的收据`);
    expect(receipt.fromName).toBe('Wander Malaysia');
    expect(receipt.textBody).toContain('优惠券 WELCOME10');
    expect(receipt.textBody).toContain(`合计 (已用银行卡支付): MYR ${order.total.toFixed(2)}`);
    expect(receipt.textBody).toContain('税费');
    expect(receipt.textBody).toContain(zhPlan);
    expect(receipt.textBody).not.toContain(enPlan);
    expect(receipt.textBody).toContain(`/store/WEB-MY/orders/${orderId}`);
    const [pdfFile] = attachmentsOf(receipt);
    expect(pdfFile).toMatchObject({
      filename: `${documentNo}.pdf`,
      contentType: 'application/pdf',
    });
    const printed = pdfText(Buffer.from(pdfFile.contentBase64, 'base64')).join('\n');
    for (const text of ['Wander Malaysia', '收据', '销售方', '付款人', '林小华', '小计', '税费']) {
      expect(printed).toContain(text);
    }
    expect(printed).toContain('优惠券 WELCOME10');
    expect(printed).toContain(`合计: MYR ${order.total.toFixed(2)}`);
    expect(printed).not.toContain('\ufffd');
    expect(printed.replace(/\s/g, '')).toContain(zhPlan.replace(/\s/g, ''));

    const delivery = mails.find((m) => m.template === 'consumer-esim-delivery')!;
    expect(delivery.subject).toBe(`订单 ${documentNo} 的 eSIM 已准备就绪`);
    expect(delivery.textBody).toContain(`已支付 MYR ${order.total.toFixed(2)}`);
    expect(delivery.textBody).toContain('第 2 张 eSIM（共 2 张）');
    expect(delivery.textBody).toContain('/store/WEB-MY/esims');
    expect(delivery.textBody).toContain(zhPlan);
    expect(delivery.textBody).not.toContain(enPlan);
    const esims = (await kit.call('GET', 'me/esims', { token })).json().data as {
      iccid: string;
      activationCode: string;
    }[];
    expect(esims).toHaveLength(2);
    for (const [i, esim] of esims.entries()) {
      expect(delivery.textBody).toContain(esim.iccid);
      expect(delivery.textBody).toContain(esim.activationCode);
      expect(delivery.textBody).toContain(
        'https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=LPA:1$',
      );
      // The QR codes are inline images of the message.
      expect(delivery.htmlBody).toContain(`cid:esim-${i + 1}@wander`);
    }
    expect(attachmentsOf(delivery).map((a) => [a.cid, a.contentType])).toEqual([
      ['esim-1@wander', 'image/png'],
      ['esim-2@wander', 'image/png'],
    ]);

    // The receipt's job run again (a retry, the sweep) mails nothing more.
    expect(await sendReceiptMail(t.app.services, orderId)).toBe(false);
    const receipts = (await mailsTo(t.app, t.database, email)).filter(
      (m) => m.template === 'consumer-receipt',
    );
    expect(receipts).toHaveLength(1);

    // The receipt downloaded from the order page is the same Chinese PDF.
    const download = await kit.call('GET', `orders/${orderId}/receipt`, { token });
    expect(download.statusCode).toBe(200);
    expect(pdfText(download.rawPayload).join('\n')).toContain('收据');

    // Low data and expiry: the demo's rules for all of DIST001's customers (80 %, 3 days) reach
    // its consumers too, in their language.
    const first = esims[0];
    const { rows } = (await t.database.db.execute(sql`
      insert into esim_usages (serial_id, usage_date, used_mb)
      select s.id, current_date, ceil((case when il.is_day_pass then il.data_gb * il.days
        else il.data_gb end) * ${MB_PER_GB} * 0.9)
      from wander_serial_numbers s join invoice_lines il on il.id = s.invoice_line_id
      where s.iccid = ${first.iccid}
      returning (select s2.delivered_at + make_interval(days => il2.days)
        from wander_serial_numbers s2 join invoice_lines il2 on il2.id = s2.invoice_line_id
        where s2.iccid = ${first.iccid}) as "expiresAt"`)) as unknown as {
      rows: { expiresAt: string }[];
    };
    const expiresAt = new Date(rows[0].expiresAt);
    const now = new Date(expiresAt.getTime() - 2 * 86_400_000);
    await sendUsageAlerts(t.database.db, t.app.services.mail, { now, entityCode: 'DIST001' });
    const alerts = (await mailsTo(t.app, t.database, email)).filter(
      (m) => m.template === 'consumer-usage-alert',
    );
    const day = new Intl.DateTimeFormat('zh-CN', { dateStyle: 'long', timeZone: 'UTC' });
    expect(alerts.map((m) => m.subject).sort()).toEqual(
      [
        `您的 eSIM ${first.iccid} 已使用 90% 的流量`,
        `您的 eSIM ${first.iccid} 将于 ${day.format(expiresAt)} 到期`,
        `您的 eSIM ${esims[1].iccid} 将于 ${day.format(expiresAt)} 到期`,
      ].sort(),
    );
    expect(alerts[0].textBody).toContain('/store/WEB-MY/esims');
    for (const alert of alerts) expect(alert.textBody).toContain(zhPlan);
    expect(alerts[0].entityCode).toBe('DIST001');

    const reset = await kit.call('POST', 'consumers/forgot-password', { payload: { email } });
    expect(reset.statusCode).toBe(200);
    const [resetMail] = await mailsTo(t.app, t.database, email);
    expect(resetMail.subject).toBe('设置新密码');
    expect(resetMail.textBody).toContain('/store/WEB-MY/reset-password?');

    // The distributor's "send the eSIMs again" sends the consumer's own e-mail again.
    const [invoice] = await t.database.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.poId, orderId));
    const resent = await t.app.inject({
      method: 'POST',
      url: '/api/network/Wander/SendCustomerEmail',
      headers: bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001') as never,
      payload: { invoiceId: invoice.id },
    });
    expect(resent.statusCode, resent.body).toBe(200);
    const deliveries = (await mailsTo(t.app, t.database, email)).filter(
      (m) => m.template === 'consumer-esim-delivery',
    );
    expect(deliveries.map((m) => m.subject)).toEqual([delivery.subject, delivery.subject]);

    // Every e-mail the consumer got is Chinese and WEB-MY's, with a text part beside the HTML.
    for (const mail of await mailsTo(t.app, t.database, email)) {
      expect(mail.subject, mail.template).toMatch(CJK);
      expect(mail.textBody, mail.template).toContain('Wander Malaysia');
      expect(mail.htmlBody, mail.template).toContain('Wander Malaysia');
      expect(mail.replyTo).toBe('help@wander.demo');
    }
  });

  it('reads the platform default without a language, and writes in the language the consumer switches to', async () => {
    const { email, token, consumer } = await signUp();
    expect(consumer.language).toBe('en');
    const [confirmation] = await mailsTo(t.app, t.database, email);
    expect(confirmation.subject).toBe('Confirm your email address');

    const switched = await kit.call('PUT', 'me/language', { token, payload: { language: 'ms' } });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json().data.language).toBe('ms');
    expect((await kit.call('GET', 'me', { token })).json().data.language).toBe('ms');
    await kit.call('POST', 'me/confirmation-email', { token, ip: '198.51.100.42' });
    const [again] = await mailsTo(t.app, t.database, email);
    expect(again.subject).toBe('Sahkan alamat e-mel anda');
    expect(again.textBody).toContain('Selamat datang ke Wander Malaysia');

    const wrong = await kit.call('PUT', 'me/language', { token, payload: { language: 'fr' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ language: ['Language is not a valid option'] });
    expect((await kit.call('GET', 'me', { token })).json().data.language).toBe('ms');
  });
});
