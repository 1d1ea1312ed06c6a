import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  API_KEY,
  bearer,
  createTestApp,
  signIn,
  type TestApp,
  type Tokens,
} from '../../test-support/test-app.js';
import { linkParams, mailsTo } from '../../test-support/mail.js';
import { customerDistributors, invitations } from '../../db/schema/index.js';

let t: TestApp;
let dist: Tokens;
let dist2: Tokens;
let customer: Tokens;
beforeAll(async () => {
  t = await createTestApp();
  dist = await signIn(t.app, 'distributor@wander.demo');
  dist2 = await signIn(t.app, 'newdistributor@wander.demo');
  customer = await signIn(t.app, 'customer@wander.demo');
});
afterAll(() => t.close());

const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, tokens: Tokens, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers: bearer(tokens), payload });
const invite = (tokens: Tokens, email: string) =>
  call('POST', 'network/Invitations/InviteCustomer', tokens, { email });
const search = (tokens: Tokens) =>
  call('POST', 'network/Invitations/Search', tokens, { pageIndex: 1, pageSize: 50 });
const PASSWORD = 'Skyward#2026';
const registration = (email: string, token: string | null) => ({
  email,
  password: PASSWORD,
  confirmedPassword: PASSWORD,
  firstName: 'Hana',
  lastName: 'Lee',
  countryCode: '+60',
  contactNumber: '0198887777',
  companyName: 'Hana Tours Sdn Bhd',
  registerNumber: '202201234567',
  tncAgree: true,
  token,
});
const register = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/identity/Account/RegisterBusinessCustomer',
    headers: { 'x-api-key': API_KEY },
    payload,
  });

describe('a distributor invites a business customer who registers through the link', () => {
  const email = 'hana@hanatours.my';
  let token = '';

  it('sends an invitation e-mail with the sign-up link', async () => {
    const res = await invite(dist, 'Hana@HanaTours.my');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Invitation sent successfully!');
    const [mail] = await mailsTo(t.app, t.database, email);
    expect(mail).toMatchObject({
      template: 'invitation',
      subject: 'Globetrek Distribution Sdn Bhd invites you to Wander',
      entityCode: 'DIST001',
    });
    const link = linkParams(mail.textBody, 'sign-up');
    expect(link.get('email')).toBe(email);
    token = link.get('token')!;
    const list = (await search(dist)).json().data;
    expect(list.items).toEqual([
      expect.objectContaining({
        email,
        status: 'Pending',
        companyName: 'Globetrek Distribution Sdn Bhd',
      }),
    ]);
  });

  it('refuses a bad token and an e-mail the invitation was not sent to', async () => {
    const bad = await register(registration(email, 'forged'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'invalid_or_expired_invitation',
    });
    const mismatch = await register(registration('someone@else.com', token));
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'email_does_not_match_the_invitation',
      errors: { email: ['Email does not match the invitation'] },
    });
    const missing = await register(registration(email, null));
    expect(missing.json().errors).toEqual({ token: ['Token is required'] });
    const digits = await register({
      ...registration(email, token),
      contactNumber: '01-23',
      registerNumber: 'r'.repeat(51),
    });
    expect(digits.json().errors).toEqual({
      contactNumber: ['Contact Number should have only digits'],
      registerNumber: ['Register Number should have maximum of 50 characters'],
    });
  });

  it('registers the customer under the distributor, confirmed and fully set up', async () => {
    const res = await register(registration(email, token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'You have registered successfully.',
      data: { email, emailConfirmed: true },
    });
    const entityCode = res.json().data.entityCode as string;
    const tokens = await signIn(t.app, email, PASSWORD);
    const profile = (
      await t.app.inject({ url: '/api/admin/Profile', headers: bearer(tokens) })
    ).json().data;
    expect(profile.userRoleEntities).toEqual([{ roleName: 'Customer', entityCode }]);
    expect(profile.companies[0]).toMatchObject({
      companyName: 'Hana Tours Sdn Bhd',
      isSetupFully: true,
    });
    const info = await t.app.inject({
      url: '/api/customer/customers/GetByUserId',
      headers: bearer(tokens),
    });
    expect(info.json().data).toMatchObject({ entityCode, distributorEntityCode: 'DIST001' });
    const [row] = await t.database.db
      .select()
      .from(invitations)
      .where(eq(invitations.email, email));
    expect(row).toMatchObject({ status: 'Registered', customerEntityCode: entityCode });
    const links = await t.database.db
      .select()
      .from(customerDistributors)
      .where(eq(customerDistributors.customerEntityCode, entityCode));
    expect(links).toEqual([expect.objectContaining({ distributorEntityCode: 'DIST001' })]);
  });

  it('refuses the spent link', async () => {
    const again = await register(registration(email, token));
    expect(again.json().error_description).toBe('invalid_or_expired_invitation');
  });

  it('refuses an expired invitation', async () => {
    await invite(dist, 'late@hanatours.my');
    const [mail] = await mailsTo(t.app, t.database, 'late@hanatours.my');
    const link = linkParams(mail.textBody, 'sign-up');
    await t.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.email, 'late@hanatours.my'));
    const res = await register(registration('late@hanatours.my', link.get('token')));
    expect(res.json().error_description).toBe('invalid_or_expired_invitation');
  });
});

describe('an existing customer answers an invitation', () => {
  const pendingFor = async (tokens: Tokens) =>
    (await search(tokens))
      .json()
      .data.items.filter(
        (i: { status: string; entityCode: string }) =>
          i.status === 'Pending' && i.entityCode === 'DIST002',
      );

  it('sees it, can deny it, and cannot accept it afterwards', async () => {
    expect((await invite(dist2, 'customer@wander.demo')).statusCode).toBe(200);
    const [pending] = await pendingFor(customer);
    expect(pending.companyName).toBe('Nomad Connect Pte Ltd');
    const denied = await call('PUT', `network/Invitations/Deny/${pending.id}`, customer);
    expect(denied.json().message).toBe('Invitation denied successfully!');
    const late = await call('PUT', `network/Invitations/Accept/${pending.id}`, customer);
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe('This invitation is no longer pending');
  });

  it('accepts a new one, which links the customer to the distributor, idempotently', async () => {
    await invite(dist2, 'customer@wander.demo');
    const [pending] = await pendingFor(customer);
    const stranger = await call('PUT', `network/Invitations/Accept/${pending.id}`, dist);
    expect(stranger.statusCode).toBe(404);
    const accepted = await call('PUT', `network/Invitations/Accept/${pending.id}`, customer);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      message: 'Invitation accepted successfully!',
      data: { customerEntityCode: 'CUST001', distributorEntityCode: 'DIST002' },
    });
    const created = await call(
      'POST',
      `customer/Customers/CreateByInvitation/${pending.id}`,
      customer,
    );
    expect(created.statusCode).toBe(200);
    const links = await t.database.db
      .select()
      .from(customerDistributors)
      .where(
        and(
          eq(customerDistributors.customerEntityCode, 'CUST001'),
          eq(customerDistributors.distributorEntityCode, 'DIST002'),
        ),
      );
    expect(links).toHaveLength(1);
  });
});

describe('the inviter manages its invitations', () => {
  it('deletes a pending invitation, but not another company’s or an answered one', async () => {
    await invite(dist, 'gone@example.com');
    const mine = (await search(dist))
      .json()
      .data.items.find((i: { email: string }) => i.email === 'gone@example.com');
    expect((await call('DELETE', `network/Invitations/${mine.id}`, dist2)).statusCode).toBe(404);
    const res = await call('DELETE', `network/Invitations/${mine.id}`, dist);
    expect(res.json().message).toBe('Delete successfully!');
    expect((await call('DELETE', `network/Invitations/${mine.id}`, dist)).statusCode).toBe(404);
    const answered = (await search(dist))
      .json()
      .data.items.find((i: { status: string }) => i.status === 'Registered');
    const refused = await call('DELETE', `network/Invitations/${answered.id}`, dist);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Only a pending invitation can be deleted');
  });

  it('re-inviting a pending address replaces the invitation instead of failing', async () => {
    await invite(dist, 'twice@example.com');
    await invite(dist, 'twice@example.com');
    const rows = await t.database.db
      .select()
      .from(invitations)
      .where(eq(invitations.email, 'twice@example.com'));
    expect(rows).toHaveLength(1);
    expect(await mailsTo(t.app, t.database, 'twice@example.com')).toHaveLength(2);
  });

  it('refuses bad input and callers without the permission', async () => {
    const bad = await invite(dist, 'nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ email: ['Email is invalid'] });
    expect((await invite(customer, 'x@example.com')).statusCode).toBe(403);
  });
});

describe('POST network/EmailLog/Search', () => {
  it('shows a company its own messages and a platform admin all of them', async () => {
    const body = { pageIndex: 1, pageSize: 100 };
    const own = (await call('POST', 'network/EmailLog/Search', dist, body)).json().data.items;
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((m: { entityCode: string }) => m.entityCode === 'DIST001')).toBe(true);
    expect(own[0]).toMatchObject({ status: 'Logged', attempts: 1, lastError: null });
    const admin = await signIn(t.app, 'admin@wander.demo');
    const all = (await call('POST', 'network/EmailLog/Search', admin, body)).json().data;
    expect(all.totalCount).toBeGreaterThan(own.length);
    const filtered = await call('POST', 'network/EmailLog/Search', admin, {
      ...body,
      filterColumns: [{ columnName: 'toEmail', filterValue: 'hana@', operator: 'contains' }],
    });
    expect(filtered.json().data.items.map((m: { toEmail: string }) => m.toEmail)).toEqual([
      'hana@hanatours.my',
    ]);
    expect((await call('POST', 'network/EmailLog/Search', customer, body)).statusCode).toBe(403);
  });

  it('opens one message with its text, in the same scope', async () => {
    const body = { pageIndex: 1, pageSize: 1 };
    const [first] = (await call('POST', 'network/EmailLog/Search', dist, body)).json().data.items;
    const detail = await t.app.inject({
      url: `/api/network/EmailLog/GetDetail/${first.id}`,
      headers: bearer(dist),
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({ id: first.id, toEmail: first.toEmail });
    expect(detail.json().data.textBody).toContain('http://portal.test/#/');
    const other = await t.app.inject({
      url: `/api/network/EmailLog/GetDetail/${first.id}`,
      headers: bearer(dist2),
    });
    expect(other.statusCode).toBe(404);
  });
});
