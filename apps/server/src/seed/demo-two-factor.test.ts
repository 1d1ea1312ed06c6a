import { describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { DEMO_TOTP_SECRETS as E2E_SECRETS, totp } from '../../../../e2e/support/totp.js';
import { DEMO_TOTP_SECRETS } from './demo-two-factor.js';

// The e2e suite signs the demo admin and operator in with its own RFC 6238 code (no otplib
// there): it must know the seed's secrets and compute what the server accepts.
describe('the demo second factors the e2e suite uses', () => {
  it("are the seed's secrets, and its codes are otplib's", async () => {
    expect(E2E_SECRETS).toEqual(DEMO_TOTP_SECRETS);
    for (const secret of Object.values(DEMO_TOTP_SECRETS)) {
      for (const at of [0, 59_000, 1_795_780_000_000, Date.now()]) {
        expect(totp(secret, at)).toBe(await generate({ secret, epoch: Math.floor(at / 1000) }));
      }
    }
  });
});
