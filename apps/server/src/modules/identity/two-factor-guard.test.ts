import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { INVALID_TWO_FACTOR_CODE } from '@wander/contract';
import { users, userTwoFactor } from '../../db/schema/index.js';
import { DEMO_TOTP_SECRETS } from '../../seed/demo-two-factor.js';
import {
  bearer,
  createTestApp,
  signIn,
  tokenRequest,
  type TestApp,
} from '../../test-support/test-app.js';
import { sealPlainTotpSecrets } from './two-factor.queries.js';

// Issue 25's two-factor follow-ups: a code signs in once (RFC 6238 5.2), and the secret is kept
// sealed under SECRETS_KEY, so a copy of the database alone gives no codes away.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TWO_FACTOR_REPLAY_GUARD: 'true' } });
});
afterAll(() => t.close());

const ADMIN = 'admin@wander.demo';
const SECRET = DEMO_TOTP_SECRETS[ADMIN];
let ip = 0;
const signInWith = (otp: string, username = ADMIN) =>
  tokenRequest(
    t.app,
    { grant_type: 'password', username, password: 'Wander#2026', client_id: 'wander-web', otp },
    `10.9.0.${++ip}`,
  );
const codeAt = (secret: string, epoch: number) => generate({ secret, epoch });
const now = () => Math.floor(Date.now() / 1000);
const storedSecret = async (email: string) => {
  const [row] = await t.database.db
    .select({ secret: userTwoFactor.secret })
    .from(userTwoFactor)
    .innerJoin(users, eq(users.id, userTwoFactor.userId))
    .where(eq(users.email, email));
  return row?.secret;
};

describe('a TOTP code signs in once', () => {
  it('refuses the same code a second time, and a code of an earlier step after a later one', async () => {
    const at = now();
    const previous = await codeAt(SECRET, at - 30);
    const current = await codeAt(SECRET, at);
    const first = await signInWith(current);
    expect(first.statusCode, first.body).toBe(200);
    const again = await signInWith(current);
    expect(again.statusCode).toBe(400);
    expect(again.json().error_description).toBe(INVALID_TWO_FACTOR_CODE);
    // Still within the ±30 s window, but older than the code accepted.
    if (previous !== current) {
      expect((await signInWith(previous)).json().error_description).toBe(INVALID_TWO_FACTOR_CODE);
    }
    // The next step's code (a phone's clock a little ahead) is a new code: it signs in once.
    const next = await codeAt(SECRET, at + 30);
    expect((await signInWith(next)).statusCode).toBe(200);
    expect((await signInWith(next)).statusCode).toBe(400);
  });

  it("spends the enrolment's confirming code: it cannot sign in afterwards", async () => {
    const email = 'distributor@wander.demo';
    const me = bearer(await signIn(t.app, email));
    const enrol = await t.app.inject({
      method: 'POST',
      url: '/api/admin/TwoFactor/Enrol',
      headers: me,
    });
    const secret: string = enrol.json().data.secret;
    const code = await codeAt(secret, now());
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/admin/TwoFactor/Confirm',
      headers: me,
      payload: { otp: code },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect((await signInWith(code, email)).json().error_description).toBe(INVALID_TWO_FACTOR_CODE);
    // Sealed too: the row holds neither the secret nor anything it could be read from alone.
    const stored = await storedSecret(email);
    expect(stored).toMatch(/^v1\./);
    expect(stored).not.toContain(secret);
  });
});

describe('the secret at rest', () => {
  it("keeps the demo admin's published secret sealed, not in the clear", async () => {
    const stored = await storedSecret(ADMIN);
    expect(stored).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(stored).not.toContain(SECRET);
  });

  it('seals a secret stored in the clear (before migration 0055) once, and it keeps working', async () => {
    const operator = 'operator@wander.demo';
    const plain = DEMO_TOTP_SECRETS[operator];
    const [user] = await t.database.db.select().from(users).where(eq(users.email, operator));
    await t.database.db
      .update(userTwoFactor)
      .set({ secret: plain, lastUsedStep: null })
      .where(eq(userTwoFactor.userId, user.id));
    // Read as it is meanwhile.
    expect((await signInWith(await codeAt(plain, now() - 30), operator)).statusCode).toBe(200);
    expect(await sealPlainTotpSecrets(t.database.db, t.app.services.secrets)).toBe(1);
    expect(await sealPlainTotpSecrets(t.database.db, t.app.services.secrets)).toBe(0);
    expect(await storedSecret(operator)).toMatch(/^v1\./);
    expect((await signInWith(await codeAt(plain, now()), operator)).statusCode).toBe(200);
  });
});
