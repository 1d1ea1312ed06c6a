import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  API_KEY,
  bearer,
  createTestApp,
  signIn,
  tokenRequest,
  type TestApp,
} from '../../test-support/test-app.js';
import { linkParams, mailsTo } from '../../test-support/mail.js';
import { accountTokens, agents, companies, users } from '../../db/schema/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'Travel#2026';
const distributor = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  password: PASSWORD,
  confirmedPassword: PASSWORD,
  firstName: 'Mei',
  lastName: 'Tan',
  countryCode: '+65',
  contactNumber: '61234567',
  companyName: 'Lion City eSIM Pte Ltd',
  registerNumber: '201912345K',
  tncAgree: true,
  ...extra,
});

const post = (url: string, payload: object, method: 'POST' | 'PATCH' = 'POST') =>
  t.app.inject({ method, url: `/api/${url}`, headers: { 'x-api-key': API_KEY }, payload });

const passwordGrant = (username: string, password = PASSWORD) =>
  tokenRequest(t.app, { grant_type: 'password', username, password, client_id: 'wander-web' });

const companyCount = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(companies))[0].n;

async function confirmationLink(email: string) {
  const [mail] = await mailsTo(t.app, t.database, email);
  expect(mail.template).toBe('confirm-email');
  return linkParams(mail.textBody, 'confirm-email');
}

describe('POST registerDistributor, PATCH confirm and the first sign-in', () => {
  const email = 'mei@lioncity.sg';

  it('registers a distributor and its admin, unconfirmed, and e-mails a confirmation link', async () => {
    const before = await companyCount();
    const res = await post('registerDistributor', distributor('Mei@LionCity.sg'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      statusCode: 0,
      message: 'You have registered successfully.',
      data: { email, emailConfirmed: false },
    });
    expect(await companyCount()).toBe(before + 1);
    const [company] = await t.database.db
      .select()
      .from(companies)
      .where(eq(companies.entityCode, res.json().data.entityCode));
    expect(company).toMatchObject({
      companyType: 'distributor',
      companyName: 'Lion City eSIM Pte Ltd',
      parentEntityCode: 'WANDER',
      countryCode: '+65',
    });

    const [mail] = await mailsTo(t.app, t.database, email);
    expect(mail).toMatchObject({ subject: 'Confirm your Wander account', status: 'Logged' });
    const link = linkParams(mail.textBody, 'confirm-email');
    expect(link.get('email')).toBe(email);
    expect(mail.textBody).toContain('http://portal.test/#/confirm-email?');
    expect(mail.htmlBody).toContain('http://portal.test/#/confirm-email?');
    // Only the hash of the token is stored.
    const stored = await t.database.db.select().from(accountTokens);
    expect(stored.some((row) => row.tokenHash === link.get('token'))).toBe(false);
  });

  it('refuses sign-in with a clear message until the e-mail is confirmed', async () => {
    const res = await passwordGrant(email);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'email_is_not_confirmed_please_check_your_inbox',
    });
  });

  it('refuses a wrong token and a token sent to another address, then confirms once', async () => {
    const link = await confirmationLink(email);
    const wrong = await post('confirm', { email, token: 'not-the-token' }, 'PATCH');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'invalid_or_expired_token',
    });
    const otherAccount = await post(
      'confirm',
      { email: 'distributor@wander.demo', token: link.get('token') },
      'PATCH',
    );
    expect(otherAccount.statusCode).toBe(400);

    const ok = await post('confirm', { email, token: link.get('token') }, 'PATCH');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('You have confirmed email successfully!');

    const reused = await post('confirm', { email, token: link.get('token') }, 'PATCH');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error_description).toBe('invalid_or_expired_token');
  });

  it('signs in once confirmed, as the CompanyAdmin of a company that still needs its setup', async () => {
    const tokens = await signIn(t.app, email, PASSWORD);
    const profile = (
      await t.app.inject({ url: '/api/admin/Profile', headers: bearer(tokens) })
    ).json().data;
    expect(profile.roleNames).toEqual(['CompanyAdmin']);
    expect(profile.companies[0]).toMatchObject({
      companyName: 'Lion City eSIM Pte Ltd',
      isSetupFully: false,
    });
    const status = await t.app.inject({
      method: 'POST',
      url: '/api/network/CompanyProfiles/IsSetupFully',
      headers: bearer(tokens, profile.companies[0].entityCode),
    });
    expect(status.json().data).toEqual({
      isSetupFully: false,
      step: 0,
      missing: ['address', 'defaultCurrency'],
    });
  });

  it('refuses an expired confirmation token', async () => {
    const other = 'late@lioncity.sg';
    expect((await post('registerDistributor', distributor(other))).statusCode).toBe(200);
    const link = await confirmationLink(other);
    await t.database.db.update(accountTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await post('confirm', { email: other, token: link.get('token') }, 'PATCH');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid_grant');
    const [user] = await t.database.db.select().from(users).where(eq(users.email, other));
    expect(user.emailConfirmed).toBe(false);
  });
});

describe('registration refusals', () => {
  it('refuses a duplicate e-mail (whatever its case) and creates nothing', async () => {
    const before = await companyCount();
    const res = await post('registerDistributor', distributor('Distributor@Wander.Demo'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'invalid_request',
      error_description: 'email_is_already_registered',
      errors: { email: ['Email is already registered'] },
    });
    expect(await companyCount()).toBe(before);
  });

  it('refuses a weak password with the password rule', async () => {
    const res = await post(
      'registerDistributor',
      distributor('weak@example.com', { password: 'password1', confirmedPassword: 'password1' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'invalid_request',
      error_description: 'password_is_too_weak',
      errors: {
        password: [
          'Password must be at least 8 characters, contains uppercase, lower case letter, alpha-numeric, special character',
        ],
      },
    });
  });

  it('answers every invalid field with the shared validators’ messages', async () => {
    const before = await companyCount();
    const res = await post('registerDistributor', {
      ...distributor('bad-email@x'),
      confirmedPassword: 'Other#2026',
      firstName: ' ',
      countryCode: '+61',
      contactNumber: '12345678901234',
      companyName: 'x'.repeat(51),
      registerNumber: 'r'.repeat(121),
      tncAgree: false,
      extra: 1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_description).toBe('one_or_more_fields_are_invalid');
    expect(res.json().errors).toEqual({
      email: ['Email is invalid'],
      confirmedPassword: ['Confirm Password does not match with Password'],
      firstName: ['First Name is required'],
      countryCode: ['Country Code is not a valid option'],
      contactNumber: ['Contact Number should have maximum of 13 characters'],
      companyName: ['Company Name should have maximum of 50 characters'],
      registerNumber: ['Register Number should have maximum of 120 characters'],
      tncAgree: ['Terms and Conditions is required'],
      extra: ['extra is not allowed'],
    });
    expect(await companyCount()).toBe(before);
  });

  it('gives two racing registrations of one e-mail one account', async () => {
    const body = distributor('race@example.com');
    const results = await Promise.all([
      post('registerDistributor', body),
      post('registerDistributor', body),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const rows = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'race@example.com'));
    expect(rows).toHaveLength(1);
  });
});

describe('POST registerAgent', () => {
  const agentBody = (token: string, extra: Record<string, unknown> = {}) => ({
    email: 'ravi@agents.my',
    password: PASSWORD,
    confirmedPassword: PASSWORD,
    countryCode: '+60',
    contactNumber: '0123456789',
    agentName: 'Ravi Kumar',
    agentCode: 'AG-1001',
    identityCardNumber: '900101-14-5555',
    plan: 'Gold',
    tncAgree: true,
    token,
    ...extra,
  });

  it('registers an agent under the agent whose link was used, confirmed by e-mail', async () => {
    const inviter = await signIn(t.app, 'agent@wander.demo');
    const link = await t.app.inject({
      url: '/api/agent/Agents/GetToken',
      headers: bearer(inviter),
    });
    expect(link.statusCode).toBe(200);
    const token = link.json().data.token as string;

    const res = await post('registerAgent', agentBody(token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'You have registered successfully.',
      data: { entityCode: 'DIST001', emailConfirmed: false },
    });
    const [agent] = await t.database.db
      .select()
      .from(agents)
      .where(eq(agents.agentCode, 'AG-1001'));
    const [parent] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'agent@wander.demo'));
    expect(agent).toMatchObject({ agentName: 'Ravi Kumar', plan: 'Gold', parentUserId: parent.id });

    expect((await passwordGrant('ravi@agents.my')).statusCode).toBe(400);
    const confirm = await confirmationLink('ravi@agents.my');
    expect((await post('confirm', Object.fromEntries(confirm), 'PATCH')).statusCode).toBe(200);
    const tokens = await signIn(t.app, 'ravi@agents.my', PASSWORD);
    const profile = (
      await t.app.inject({ url: '/api/admin/Profile', headers: bearer(tokens) })
    ).json().data;
    expect(profile.userRoleEntities).toEqual([{ roleName: 'Agent', entityCode: 'DIST001' }]);
  });

  it('refuses a forged link token, a taken Agent ID and over-long fields', async () => {
    const forged = await post('registerAgent', agentBody('eyJhbGciOiJub25lIn0.e30.'));
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'invalid_or_expired_agent_link',
    });

    const inviter = await signIn(t.app, 'distributor@wander.demo');
    const token = (
      await t.app.inject({ url: '/api/agent/Agents/GetToken', headers: bearer(inviter) })
    ).json().data.token as string;
    const taken = await post('registerAgent', agentBody(token, { email: 'second@agents.my' }));
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toEqual({ agentCode: ['Agent ID already exists'] });

    const long = await post(
      'registerAgent',
      agentBody(token, {
        email: 'third@agents.my',
        agentName: 'n'.repeat(257),
        identityCardNumber: 'i'.repeat(33),
        plan: '',
      }),
    );
    expect(long.json().errors).toEqual({
      agentName: ['Agent Name should have maximum of 256 characters'],
      identityCardNumber: ['Identity Card Number should have maximum of 32 characters'],
      plan: ['Plan is required'],
    });
  });
});
