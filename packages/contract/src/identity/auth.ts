import { z } from 'zod';
import { requiredEmail, requiredText } from '../validation/validators.js';

export const signInSchema = z.object({
  email: requiredEmail('Email'),
  password: z.string({ error: 'Password is required' }).min(1, { error: 'Password is required' }),
  isRemember: z.boolean().optional(),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const tokenRequestSchema = z.discriminatedUnion(
  'grant_type',
  [
    z.object({
      grant_type: z.literal('password'),
      username: z.string().max(256),
      password: z.string().max(256),
      /** The second factor: a TOTP code or a recovery code (two-factor accounts only). */
      otp: z.string().max(64).optional(),
      scope: z.string().max(512).optional(),
      client_id: z.string().max(64),
      client_secret: z.string().max(256).optional(),
    }),
    z.object({
      grant_type: z.literal('refresh_token'),
      refresh_token: z.string().max(512),
      client_id: z.string().max(64),
      scope: z.string().max(512).optional(),
      client_secret: z.string().max(256).optional(),
    }),
  ],
  { error: 'unsupported_grant_type' },
);
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

export const tokenResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number(),
  scope: z.string(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const oauthErrorSchema = z.object({ error: z.string(), error_description: z.string() });
export type OAuthError = z.infer<typeof oauthErrorSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: requiredText('Current Password', { max: 128 }),
    newPassword: z.string(),
    confirmedNewPassword: z.string(),
  })
  .strict();
