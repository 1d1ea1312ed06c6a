import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_KEY,
  bearer,
  createTestApp,
  eventually,
  formPost,
  signIn,
  tokenRequest,
  type TestApp,
  type Tokens,
} from '../../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const revoke = (form: Record<string, string>, apiKey = API_KEY) =>
  t.app.inject(formPost('/api/token/revoke', form, { apiKey }));
const profile = (tokens: Tokens) =>
  t.app.inject({ url: '/api/admin/Profile', headers: bearer(tokens) });
/**
 * The answer a signed-out session's access token gets once it is refused. Through two replicas
 * (the replica lane) the other process hears of the sign-out by NOTIFY a few milliseconds after
 * the commit.
 */
async function refusedSoon(tokens: Tokens) {
  let res = await profile(tokens);
  await eventually(async () => (res = await profile(tokens)).statusCode !== 200);
  return res;
}
const refresh = (token: string) =>
  tokenRequest(t.app, {
    grant_type: 'refresh_token',
    refresh_token: token,
    client_id: 'wander-web',
  });

describe('POST /api/token/revoke (sign-out)', () => {
  it("ends the session: its refresh token and its unexpired access token stop working, the user's other session goes on", async () => {
    const mine = await signIn(t.app, 'customer@wander.demo');
    const other = await signIn(t.app, 'customer@wander.demo');
    expect((await profile(mine)).statusCode).toBe(200);

    const res = await revoke({ token: mine.refresh_token, token_type_hint: 'refresh_token' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ statusCode: 0, message: null, data: null });

    const refused = await refusedSoon(mine);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('Your session has expired. Please sign in again.');
    expect((await refresh(mine.refresh_token)).json()).toEqual({
      error: 'invalid_grant',
      error_description: 'invalid_refresh_token',
    });
    expect((await profile(other)).statusCode).toBe(200);
    expect((await refresh(other.refresh_token)).statusCode).toBe(200);
  });

  it('ends a session whose refresh token was already rotated, with the newest access token', async () => {
    const first = await signIn(t.app, 'agent@wander.demo');
    const second = (await refresh(first.refresh_token)).json<Tokens>();
    expect((await revoke({ token: second.refresh_token })).statusCode).toBe(200);
    expect((await refusedSoon(second)).statusCode).toBe(401);
    expect((await refusedSoon(first)).statusCode).toBe(401);
  });

  // Issue 25: revoking an access token answered 200 and revoked nothing.
  it('ends the session of an access token too, and only that session', async () => {
    const mine = await signIn(t.app, 'customer@wander.demo');
    const other = await signIn(t.app, 'customer@wander.demo');
    const res = await revoke({ token: mine.access_token, token_type_hint: 'access_token' });
    expect(res.statusCode).toBe(200);
    expect((await refusedSoon(mine)).statusCode).toBe(401);
    expect((await refresh(mine.refresh_token)).statusCode).toBe(400);
    expect((await profile(other)).statusCode).toBe(200);
  });

  it('answers an unknown or repeated token alike and changes nothing', async () => {
    const session = await signIn(t.app, 'distributor@wander.demo');
    expect((await revoke({ token: 'not-a-token' })).json()).toEqual({
      statusCode: 0,
      message: null,
      data: null,
    });
    expect((await profile(session)).statusCode).toBe(200);
    expect((await revoke({ token: session.refresh_token })).statusCode).toBe(200);
    expect((await revoke({ token: session.refresh_token })).statusCode).toBe(200);
    expect((await refusedSoon(session)).statusCode).toBe(401);
  });

  it('needs the public API key and a token', async () => {
    const session = await signIn(t.app, 'operator@wander.demo');
    expect((await revoke({ token: session.refresh_token }, 'wrong-key')).statusCode).toBe(401);
    expect((await revoke({})).statusCode).toBe(400);
    expect((await profile(session)).statusCode).toBe(200);
  });

  it('a password change ends the other sessions at once, the current one goes on', async () => {
    const current = await signIn(t.app, 'newdistributor@wander.demo');
    const other = await signIn(t.app, 'newdistributor@wander.demo');
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/Password/ChangePassword',
      headers: bearer(current),
      payload: {
        currentPassword: 'Wander#2026',
        newPassword: 'Wander#2027',
        confirmedNewPassword: 'Wander#2027',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect((await refusedSoon(other)).statusCode).toBe(401);
    expect((await profile(current)).statusCode).toBe(200);
  });
});
