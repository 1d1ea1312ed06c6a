import { z } from 'zod';
import { requiredText } from '../validation/validators.js';

/**
 * Two-factor sign-in (TOTP, RFC 6238). The token call's password grant takes the code in `otp`;
 * without it, for an account with a second factor, it answers 400 `invalid_grant` with this
 * description (the sign-in screen shows it and then a code field).
 */
export const TWO_FACTOR_CODE_REQUIRED = 'enter_the_code_from_your_authenticator_app';
/** A wrong, expired or used code (or recovery code): 400 `invalid_grant`. */
export const INVALID_TWO_FACTOR_CODE = 'invalid_two_factor_code';
/** How many one-time recovery codes an enrolment hands out. */
export const RECOVERY_CODE_COUNT = 10;

export const TwoFactorLabel = {
  otp: 'Code',
  password: 'Password',
} as const;

const otpField = requiredText(TwoFactorLabel.otp, { max: 64 });

/** GET admin/TwoFactor: the caller's own second factor. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** One of the caller's roles requires a second factor. */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** POST admin/TwoFactor/Enrol: the only answer that ever carries the secret. */
export const twoFactorEnrolmentSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  /** The otpauth URI as a PNG data URL (a QR code for the authenticator app). */
  otpauthQrCode: z.string(),
});
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolmentSchema>;

/** POST admin/TwoFactor/Confirm: the first code from the app. */
export const confirmTwoFactorSchema = z.object({ otp: otpField }).strict();
export type ConfirmTwoFactorInput = z.infer<typeof confirmTwoFactorSchema>;

/** The confirmation's answer: shown once, stored only as hashes. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** POST admin/TwoFactor/Disable: the password and a current code (or a recovery code). */
export const disableTwoFactorSchema = z
  .object({
    password: requiredText(TwoFactorLabel.password, { max: 256 }),
    otp: otpField,
  })
  .strict();
export type DisableTwoFactorInput = z.infer<typeof disableTwoFactorSchema>;

/** PUT admin/Roles/TwoFactorRequired: the per-role setting. */
export const roleTwoFactorSchema = z
  .object({
    name: requiredText('Role Name', { max: 64 }),
    twoFactorRequired: z.boolean({ error: 'Two-factor Required is required' }),
  })
  .strict();
export type RoleTwoFactorInput = z.infer<typeof roleTwoFactorSchema>;

/**
 * What admin/Users/ResetTwoFactor/{id} answers: the user whose second factor was removed, named,
 * so the API log's entry of the call says who it was for (issue 37), not only the id in its path.
 */
export const resetTwoFactorResultSchema = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
});
export type ResetTwoFactorResult = z.infer<typeof resetTwoFactorResultSchema>;

/** The reset's answer message: the user by name and e-mail. */
export const twoFactorResetText = (user: { name: string; email: string }) =>
  `Two-factor sign-in was reset for ${user.name} (${user.email})`;
