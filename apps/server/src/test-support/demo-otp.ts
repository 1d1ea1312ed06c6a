import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { DEMO_TOTP_SECRETS } from '../seed/demo-two-factor.js';

/** The current TOTP code of a demo account with a second factor, or undefined for the others. */
export async function demoOtp(email: string): Promise<string | undefined> {
  const secret = DEMO_TOTP_SECRETS[email.trim().toLowerCase()];
  return secret ? generate({ secret }) : undefined;
}

/** The password grant's form of a demo account, with its code where it has a second factor. */
export async function passwordForm(
  email: string,
  password: string,
  extra: Record<string, string> = {},
): Promise<Record<string, string>> {
  const otp = await demoOtp(email);
  return {
    grant_type: 'password',
    username: email,
    password,
    client_id: 'wander-web',
    ...(otp ? { otp } : {}),
    ...extra,
  };
}

/**
 * Sets up a second factor for the signed-in user whose `headers` are given (Enrol, then Confirm
 * with the first code): what a user whose role requires one does before anything else.
 */
export async function enrolSecondFactor(
  app: FastifyInstance,
  headers: Record<string, string>,
): Promise<string> {
  const enrol = await app.inject({ method: 'POST', url: '/api/admin/TwoFactor/Enrol', headers });
  if (enrol.statusCode !== 200) throw new Error(`Enrol: ${enrol.statusCode} ${enrol.body}`);
  const secret = enrol.json<{ data: { secret: string } }>().data.secret;
  const confirm = await app.inject({
    method: 'POST',
    url: '/api/admin/TwoFactor/Confirm',
    headers,
    payload: { otp: await generate({ secret }) },
  });
  if (confirm.statusCode !== 200) throw new Error(`Confirm: ${confirm.statusCode} ${confirm.body}`);
  return secret;
}
