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
