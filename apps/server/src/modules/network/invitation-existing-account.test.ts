import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_KEY,
  bearer,
  createTestApp,
  signIn,
  type TestApp,
  type Tokens,
} from '../../test-support/test-app.js';
import { linkParams, mailsTo } from '../../test-support/mail.js';

let t: TestApp;
let globetrek: Tokens;
let nomad: Tokens;
beforeAll(async () => {
  t = await createTestApp();
  globetrek = await signIn(t.app, 'distributor@wander.demo');
  nomad = await signIn(t.app, 'newdistributor@wander.demo');
});
afterAll(() => t.close());

const EMAIL = 'mei@meitravel.my';
const PASSWORD = 'Skyward#2026';
const invite = (tokens: Tokens) =>
  t.app.inject({
    method: 'POST',
    url: '/api/network/Invitations/InviteCustomer',
    headers: bearer(tokens),
    payload: { email: EMAIL },
  });
const linkStatus = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/network/Invitations/LinkStatus',
    headers: { 'x-api-key': API_KEY },
    payload: { token },
  });
const signUpToken = async () => {
  const [mail] = await mailsTo(t.app, t.database, EMAIL);
  return linkParams(mail.textBody, 'sign-up').get('token')!;
};

describe('an invitation to an address that already has an account', () => {
  let nomadToken = '';

  it('tells the registration page that a fresh address registers', async () => {
    await invite(nomad);
    nomadToken = await signUpToken();
    const res = await linkStatus(nomadToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      companyName: 'Nomad Connect Pte Ltd',
      isOpen: true,
      hasAccount: false,
    });
  });

  it('once the address has registered (through another invitation), the old link says: sign in', async () => {
    await invite(globetrek);
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/identity/Account/RegisterBusinessCustomer',
      headers: { 'x-api-key': API_KEY },
      payload: {
        email: EMAIL,
        password: PASSWORD,
        confirmedPassword: PASSWORD,
        firstName: 'Mei',
        lastName: 'Tan',
        countryCode: '+60',
        contactNumber: '0123334444',
        companyName: 'Mei Travel Sdn Bhd',
        registerNumber: '202301112222',
        tncAgree: true,
        token: await signUpToken(),
      },
    });
    expect(registered.statusCode).toBe(200);
    expect((await linkStatus(nomadToken)).json().data).toEqual({
      companyName: 'Nomad Connect Pte Ltd',
      isOpen: true,
      hasAccount: true,
    });
    expect((await linkStatus('not-a-token')).json().data).toEqual({
      companyName: null,
      isOpen: false,
      hasAccount: false,
    });
  });

  it('a new invitation to a registered address leads to sign-in and Invitations, not registration', async () => {
    expect((await invite(nomad)).statusCode).toBe(200);
    const [mail] = await mailsTo(t.app, t.database, EMAIL);
    expect(mail.subject).toBe('Nomad Connect Pte Ltd invites you to Wander');
    expect(mail.textBody).toContain(
      `You already have a Wander account (${EMAIL}): sign in and accept the invitation under Invitations.`,
    );
    expect(mail.textBody).toMatch(/https?:\/\/\S*#\/invitations(\s|$)/);
    expect(mail.textBody).not.toContain('#/sign-up');
  });

  it('signed in, the invitee finds it under Invitations; accepting connects the company to the distributor', async () => {
    const mei = await signIn(t.app, EMAIL, PASSWORD);
    const list = await t.app.inject({
      method: 'POST',
      url: '/api/network/Invitations/Search',
      headers: bearer(mei),
      payload: { pageIndex: 1, pageSize: 20 },
    });
    const pending = list
      .json()
      .data.items.filter((i: { status: string }) => i.status === 'Pending');
    expect(pending).toEqual([
      expect.objectContaining({ email: EMAIL, companyName: 'Nomad Connect Pte Ltd' }),
    ]);
    const accepted = await t.app.inject({
      method: 'PUT',
      url: `/api/network/Invitations/Accept/${pending[0].id}`,
      headers: bearer(mei),
    });
    expect(accepted.json().message).toBe('Invitation accepted successfully!');
    const distributors = await t.app.inject({
      url: '/api/customer/Customers/GetByEntity',
      headers: bearer(mei),
    });
    expect(
      distributors
        .json()
        .data.map((d: { distributorEntityCode: string }) => d.distributorEntityCode)
        .sort(),
    ).toEqual(['DIST001', 'DIST002']);
  });
});
