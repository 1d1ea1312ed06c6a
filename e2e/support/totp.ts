import { createHmac } from 'node:crypto';

/**
 * The demo world's published TOTP secrets (apps/server/src/seed/demo-two-factor.ts, README "Demo
 * accounts"): the demo admin and operator sign in with a second factor.
 */
export const DEMO_TOTP_SECRETS: Readonly<Record<string, string>> = {
  'admin@wander.demo': 'WANDERDEMOADMINTOTPSECRETKEY2345',
  'operator@wander.demo': 'WANDERDEMOOPERATORTOTPSECRET2345',
};

/** The token call's error_description that asks for the code. */
export const CODE_REQUIRED = 'enter_the_code_from_your_authenticator_app';

function base32Decode(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  }
  const bytes = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** RFC 6238 (SHA-1, 6 digits, 30 s): what an authenticator app shows for `secret` now. */
export function totp(secret: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

/** The current code of a demo account with a second factor, or undefined for the others. */
export function demoCode(email: string): string | undefined {
  const secret = DEMO_TOTP_SECRETS[email.trim().toLowerCase()];
  return secret ? totp(secret) : undefined;
}
