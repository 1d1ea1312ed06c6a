import { z } from 'zod';
import {
  digitsText,
  messages,
  matchRefinement,
  optionalText,
  requiredEmail,
  requiredPassword,
  requiredText,
  requiredTrue,
} from '../validation/validators.js';

/** Phone code options (spec sections 3 and 9): fixed. */
export const PHONE_CODES = ['+60', '+65'] as const;
export const PHONE_CODE_OPTIONS = PHONE_CODES.map((code) => ({ label: code, value: code }));

/** Field labels of the registration forms: the validators' messages are built from them. */
export const RegistrationLabel = {
  email: 'Email',
  password: 'Password',
  confirmedPassword: 'Confirm Password',
  firstName: 'First Name',
  lastName: 'Last Name',
  countryCode: 'Country Code',
  contactNumber: 'Contact Number',
  companyName: 'Company Name',
  registerNumber: 'Register Number',
  tncAgree: 'Terms and Conditions',
  agentName: 'Agent Name',
  agentCode: 'Agent ID',
  identityCardNumber: 'Identity Card Number',
  plan: 'Plan',
  newPassword: 'New Password',
  confirmedNewPassword: 'Confirm New Password',
} as const;
const L = RegistrationLabel;

export const registrationSuccessText = 'You have registered successfully.';
export const confirmEmailSuccessText = 'You have confirmed email successfully!';
export const confirmEmailFailText = 'Confirmation fail!';
export const resetLinkSentText = 'A reset link has been sent to your email';
export const passwordChangedText = 'Your password has been changed successfully.';

/** '+60' or '+65'. */
export function phoneCode(label: string = L.countryCode) {
  return requiredText(label).refine((v) => (PHONE_CODES as readonly string[]).includes(v), {
    error: messages.invalidOption(label),
  });
}

const passwordPair = {
  password: requiredPassword(L.password),
  confirmedPassword: requiredText(L.confirmedPassword, { max: 128 }),
};
const matchPassword = matchRefinement(
  'confirmedPassword',
  L.confirmedPassword,
  'password',
  L.password,
);

const registrationFields = {
  email: requiredEmail(L.email),
  ...passwordPair,
  firstName: requiredText(L.firstName, { max: 100 }),
  lastName: requiredText(L.lastName, { max: 100 }),
  countryCode: phoneCode(),
  tncAgree: requiredTrue(L.tncAgree),
};

/**
 * Business customer registration (/sign-up with token and email) and the distributor registration
 * of /sign-up without a token: contact number digits only, max 13; company name max 50; register
 * number max 50 (spec section 5).
 */
export const registrationSchema = z
  .object({
    ...registrationFields,
    contactNumber: digitsText(L.contactNumber, { max: 13 }),
    companyName: requiredText(L.companyName, { max: 50 }),
    registerNumber: requiredText(L.registerNumber, { max: 50 }),
    token: optionalText('Token', { max: 512 }),
  })
  .strict()
  .refine(...matchPassword);
export type RegistrationInput = z.infer<typeof registrationSchema>;

/** The business customer call: the invitation token is required. */
export const businessCustomerRegistrationSchema = z
  .object({
    ...registrationFields,
    contactNumber: digitsText(L.contactNumber, { max: 13 }),
    companyName: requiredText(L.companyName, { max: 50 }),
    registerNumber: requiredText(L.registerNumber, { max: 50 }),
    token: requiredText('Token', { max: 512 }),
  })
  .strict()
  .refine(...matchPassword);
export type BusinessCustomerRegistrationInput = z.infer<typeof businessCustomerRegistrationSchema>;

/**
 * /distributor-sign-up, and what POST registerDistributor accepts: register number max 120 and no
 * digit rule on the phone (spec section 5).
 */
export const distributorRegistrationSchema = z
  .object({
    ...registrationFields,
    contactNumber: requiredText(L.contactNumber, { max: 13 }),
    companyName: requiredText(L.companyName, { max: 50 }),
    registerNumber: requiredText(L.registerNumber, { max: 120 }),
    token: optionalText('Token', { max: 512 }),
  })
  .strict()
  .refine(...matchPassword);
export type DistributorRegistrationInput = z.infer<typeof distributorRegistrationSchema>;

/** /agent-sign-up and POST registerAgent. */
export const agentRegistrationSchema = z
  .object({
    email: requiredEmail(L.email),
    ...passwordPair,
    countryCode: phoneCode(),
    contactNumber: requiredText(L.contactNumber, { max: 13 }),
    agentName: requiredText(L.agentName, { max: 256 }),
    agentCode: requiredText(L.agentCode, { max: 256 }),
    identityCardNumber: optionalText(L.identityCardNumber, { max: 32 }),
    plan: requiredText(L.plan, { max: 256 }),
    tncAgree: requiredTrue(L.tncAgree),
    token: requiredText('Token', { max: 2048 }),
  })
  .strict()
  .refine(...matchPassword);
export type AgentRegistrationInput = z.infer<typeof agentRegistrationSchema>;

/** PATCH confirm */
export const confirmEmailSchema = z
  .object({ email: requiredEmail(L.email), token: requiredText('Token', { max: 512 }) })
  .strict();
export type ConfirmEmailInput = z.infer<typeof confirmEmailSchema>;

/** POST admin/Password/ForgotByEmail */
export const forgotPasswordSchema = z.object({ email: requiredEmail(L.email) }).strict();
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** POST admin/Password/ResetByEmail */
export const resetPasswordSchema = z
  .object({
    userId: requiredText('User', { max: 64 }),
    token: requiredText('Token', { max: 512 }),
    newPassword: requiredPassword(L.newPassword),
    confirmedNewPassword: requiredText(L.confirmedNewPassword, { max: 128 }),
  })
  .strict()
  .refine(
    ...matchRefinement(
      'confirmedNewPassword',
      L.confirmedNewPassword,
      'newPassword',
      L.newPassword,
    ),
  );
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** What a successful registration answers (data of the envelope). */
export const registrationResultSchema = z.object({
  userId: z.string(),
  email: z.string(),
  entityCode: z.string(),
  /** False until the address is confirmed through the e-mailed link. */
  emailConfirmed: z.boolean(),
});
export type RegistrationResult = z.infer<typeof registrationResultSchema>;

/** GET agent/Agents/GetToken: the link token an agent or company hands to new agents. */
export const agentTokenSchema = z.object({ token: z.string(), expiresAt: z.string() });
