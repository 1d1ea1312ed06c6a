import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import { emailLogs, esimUsages, smsLogs, wanderSerialNumbers } from '../../db/schema/index.js';
import { travellerToken } from './traveller-link.js';

/**
 * Issue 29: a group's order delivered sends each traveller their own e-mail in their language
 * (QR attached, signed personal page), an SMS when a provider is configured; the page shows their
 * eSIM and data used; the agency resends, moves an unused eSIM and sees what was installed.
 */
let t: TestApp;
let customer: Record<string, string>;
let distributor: Record<string, string>;

beforeAll(async () => {
  // An SMS provider is configured (nothing listens there: the SMS are queued, then fail).
  t = await createTestApp({ env: { SMS_URL: 'http://127.0.0.1:9/sms' } });
  customer = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
  distributor = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
});
afterAll(() => t.close());

const db = () => t.database.db;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers = customer) =>
  t.app.inject({ method, url: `/api/${url}`, headers, payload: payload as never });

const ROSTER = [
  { name: 'Nur Aisyah', email: 'nur.tour@example.com', phone: '+60123456701', language: 'ms' },
  { name: 'Tan Mei', email: 'tan.tour@example.com', phone: '+60123456702', language: 'zh' },
  { name: 'Emily Clark', email: 'emily.tour@example.com', language: 'en' },
];
type Status = {
  travellers: {
    travellerId: string;
    name: string;
    esims: { iccid: string; serialId: string; movable: boolean; installedAt: string | null }[];
  }[];
};

/** A group ordered, paid from the wallet and delivered (with stock of its own for its plans). */
async function deliveredGroup(name: string) {
  const res = await call('POST', 'network/GroupOrders', {
    groupName: name,
    startDate: '2026-10-01',
    endDate: '2099-10-09',
    distributorEntityCode: 'DIST001',
    gbPerDay: 1,
    legs: [{ countryCode: 'JP', days: 5 }],
    travellers: ROSTER,
  });
  expect(res.statusCode, res.body).toBe(200);
  const group = res.json().data as { id: string; travellers: { id: string; email: string }[] };
  const placed = (await call('POST', `network/GroupOrders/Order/${group.id}`)).json().data;
  await db().execute(sql`insert into wander_serial_numbers
      (entity_code, product_id, variant_id, iccid, activation_code)
    select 'DIST001', l.product_id, l.variant_id,
      '89601' || lpad((abs(hashtext(${name} || l.id::text || n)) % 1000000000000000)::text, 15, '0'),
      'LPA:1$smdp.example$' || upper(substr(md5(${name} || l.id::text || n), 1, 20))
    from purchase_order_lines l cross join lateral generate_series(1, l.qty) n
    where l.po_id = ${placed.poId}`);
  const paid = await t.app.inject({
    method: 'POST',
    url: '/api/payment/Payment/WanderCheckout',
    headers: { ...customer, 'idempotency-key': `group-${name.replace(/\W/g, '-')}` },
    payload: { poHeaderId: placed.poId },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  await t.app.services.jobs.idle();
  let po = (await call('GET', `network/PurchaseOrders/GetDetail/${placed.poId}`)).json().data;
  if (po.status === 'Paid') {
    // Delivery on payment is off for these plans: the distributor fulfils and completes.
    const fulfilled = await call(
      'PUT',
      `network/PurchaseOrders/Fulfil/${placed.poId}`,
      undefined,
      distributor,
    );
    expect(fulfilled.statusCode, fulfilled.body).toBe(200);
    const invoiceId = fulfilled.json().data.invoice.id as string;
    const done = await call(
      'PUT',
      `payment/Invoices/Complete/${invoiceId}`,
      undefined,
      distributor,
    );
    expect(done.statusCode, done.body).toBe(200);
    po = (await call('GET', `network/PurchaseOrders/GetDetail/${placed.poId}`)).json().data;
  }
  expect(po.status).toBe('Completed');
  await t.app.services.jobs.idle();
  return group;
}

const mailsTo = (emails: string[]) =>
  db()
    .select()
    .from(emailLogs)
    .where(and(eq(emailLogs.template, 'group-traveller-esim'), inArray(emailLogs.toEmail, emails)));
const pagePath = (text: string) => /https?:\/\/[^\s]+(\/trip\/[^\s]+)/.exec(text)![1];
const status = async (id: string) =>
  (await call('POST', `network/GroupOrders/Status/${id}`)).json().data as Status;

describe('a delivered group', () => {
  it('e-mails each traveller their own eSIMs in their language, QR attached, with a personal page', async () => {
    const group = await deliveredGroup('Hokkaido snow tour');
    const mails = await mailsTo(ROSTER.map((r) => r.email));
    expect(mails).toHaveLength(3);
    const byEmail = new Map(mails.map((m) => [m.toEmail, m]));
    expect(byEmail.get('nur.tour@example.com')!.subject).toBe('eSIM anda untuk Hokkaido snow tour');
    expect(byEmail.get('tan.tour@example.com')!.subject).toBe('您的 Hokkaido snow tour eSIM');
    expect(byEmail.get('emily.tour@example.com')!.subject).toBe('Your eSIM for Hokkaido snow tour');
    const now = await status(group.id);
    for (const traveller of now.travellers) {
      const mail = byEmail.get(ROSTER.find((r) => r.name === traveller.name)!.email)!;
      const own = traveller.esims.map((e) => e.iccid);
      expect(own.length).toBeGreaterThan(0);
      for (const iccid of own) expect(mail.textBody).toContain(iccid);
      const files = (mail.attachments as { filename: string; contentType: string }[]) ?? [];
      expect(files.map((f) => f.filename).sort()).toEqual(own.map((i) => `esim-${i}.png`).sort());
      // The page shows this traveller's eSIMs only, in their language.
      const page = await t.app.inject({ method: 'GET', url: pagePath(mail.textBody) });
      expect(page.statusCode).toBe(200);
      for (const iccid of own) expect(page.body).toContain(iccid);
      const others = now.travellers.filter((x) => x !== traveller).flatMap((x) => x.esims);
      for (const other of others) expect(page.body).not.toContain(other.iccid);
      expect(page.body).toContain('<svg');
      expect(page.body).toContain('esimsetup.apple.com');
    }
    const nurPage = await t.app.inject({
      method: 'GET',
      url: pagePath(byEmail.get('nur.tour@example.com')!.textBody),
    });
    expect(nurPage.body).toContain('lang="ms"');
    expect(nurPage.body).toContain('Belum dipasang');

    // An SMS provider is configured: the two travellers with a phone get the link by SMS.
    const sms = await db()
      .select()
      .from(smsLogs)
      .where(inArray(smsLogs.phoneNumber, ['+60123456701', '+60123456702']));
    expect(sms).toHaveLength(2);
    expect(sms.every((s) => s.message.includes('/trip/'))).toBe(true);
  });

  it('an altered or foreign link is refused; a link past the trip has expired', async () => {
    const group = await deliveredGroup('Osaka food tour');
    const [mail] = await mailsTo(['emily.tour@example.com']).then((m) =>
      m.filter((x) => x.subject.includes('Osaka')),
    );
    const path = pagePath(mail.textBody);
    const tampered = `${path.slice(0, -3)}${path.endsWith('A') ? 'B' : 'A'}xy`;
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(404);
    const emily = group.travellers.find((x) => x.email === 'emily.tour@example.com')!;
    const old = travellerToken(t.app.services.secrets, {
      groupId: group.id,
      travellerId: emily.id,
      until: '2020-01-01',
    });
    const expired = await t.app.inject({ method: 'GET', url: `/trip/${old}` });
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('This page has expired');
  });

  it('resends, moves an unused eSIM to another traveller, and never one that is installed', async () => {
    const group = await deliveredGroup('Seoul shopping tour');
    const before = await status(group.id);
    const [nur, tan] = before.travellers;
    const resend = await call('POST', `network/GroupOrders/Resend/${group.id}`, {
      travellerId: tan.travellerId,
    });
    expect(resend.statusCode, resend.body).toBe(200);
    expect(resend.json().data).toEqual({ mailed: 1, texted: 1 });

    // Nur's first eSIM was never installed: it moves to Tan, who is e-mailed it.
    const esim = nur.esims[0];
    expect(esim.movable).toBe(true);
    const tanMailsBefore = (await mailsTo(['tan.tour@example.com'])).length;
    const moved = await call('POST', `network/GroupOrders/Move/${group.id}`, {
      iccid: esim.iccid,
      fromTravellerId: nur.travellerId,
      toTravellerId: tan.travellerId,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = await status(group.id);
    expect(after.travellers[1].esims.map((e) => e.iccid)).toContain(esim.iccid);
    expect(after.travellers[0].esims.map((e) => e.iccid)).not.toContain(esim.iccid);
    expect((await mailsTo(['tan.tour@example.com'])).length).toBe(tanMailsBefore + 1);

    // Tan installs it (the supplier reports data used): it can no longer move.
    await db()
      .insert(esimUsages)
      .values({ serialId: esim.serialId, usageDate: '2026-11-01', usedMb: 120 });
    await db()
      .update(wanderSerialNumbers)
      .set({ installedAt: new Date() })
      .where(eq(wanderSerialNumbers.id, esim.serialId));
    const shown = (await status(group.id)).travellers[1].esims.find((e) => e.iccid === esim.iccid)!;
    expect(shown.installedAt).not.toBeNull();
    expect(shown.movable).toBe(false);
    const back = await call('POST', `network/GroupOrders/Move/${group.id}`, {
      iccid: esim.iccid,
      fromTravellerId: tan.travellerId,
      toTravellerId: nur.travellerId,
    });
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe(
      'This eSIM has been installed or used and can no longer move to another traveller',
    );
    const unknown = await call('POST', `network/GroupOrders/Move/${group.id}`, {
      iccid: '0000',
      fromTravellerId: 'nobody',
      toTravellerId: 'nobody',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toMatchObject({ iccid: ['eSIM is not a valid option'] });
  });

  it('of two Moves of one eSIM sent at once, one moves it and mails; the other is refused', async () => {
    const group = await deliveredGroup('Kyoto temple tour');
    const [nur, tan, emily] = (await status(group.id)).travellers;
    const esim = nur.esims.find((e) => e.movable)!;
    const others = ['tan.tour@example.com', 'emily.tour@example.com'];
    const mailsBefore = (await mailsTo(others)).length;
    const moves = await Promise.all(
      [tan, emily].map((to) =>
        call('POST', `network/GroupOrders/Move/${group.id}`, {
          iccid: esim.iccid,
          fromTravellerId: nur.travellerId,
          toTravellerId: to.travellerId,
        }),
      ),
    );
    expect(moves.map((m) => m.statusCode).sort()).toEqual([200, 409]);
    const refused = moves.find((m) => m.statusCode === 409)!;
    expect(refused.json().message).toBe(
      'This eSIM has just moved to another traveller: look again before moving it',
    );
    expect((await mailsTo(others)).length).toBe(mailsBefore + 1);
    const winner = moves[0].statusCode === 200 ? tan : emily;
    const after = await status(group.id);
    const holders = after.travellers.filter((x) => x.esims.some((e) => e.iccid === esim.iccid));
    expect(holders.map((x) => x.travellerId)).toEqual([winner.travellerId]);
  });

  it("another company cannot resend or move Skyway's eSIMs", async () => {
    const list = await call('POST', 'network/GroupOrders/Search', { pageSize: 50 });
    const [any] = list.json().data.items as { id: string; travellers: { id: string }[] }[];
    const res = await call(
      'POST',
      `network/GroupOrders/Resend/${any.id}`,
      { travellerId: any.travellers[0]?.id ?? 'x' },
      distributor,
    );
    expect(res.statusCode).toBe(404);
  });
});
