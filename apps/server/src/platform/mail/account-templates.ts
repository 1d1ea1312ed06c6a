import { defineMailTemplate, layout } from './mail-template.js';

/** The account e-mails of the onboarding flows (confirmation, reset, invitation). */
export const confirmEmailMail = defineMailTemplate<{
  firstName: string;
  email: string;
  token: string;
  hours: number;
}>('confirm-email', (data, ctx) => ({
  subject: 'Confirm your Wander account',
  ...layout(
    {
      title: `Welcome to Wander, ${data.firstName}`,
      paragraphs: [
        'Thank you for registering. Please confirm your email address to activate your account.',
      ],
      action: {
        label: 'Confirm Email',
        url: ctx.link('/confirm-email', { email: data.email, token: data.token }),
      },
      footnote: `This link is valid for ${data.hours} hours and can be used once.`,
    },
    ctx,
  ),
}));

export const resetPasswordMail = defineMailTemplate<{
  firstName: string;
  userId: string;
  token: string;
  minutes: number;
}>('reset-password', (data, ctx) => ({
  subject: 'Reset your Wander password',
  ...layout(
    {
      title: 'Reset your password',
      paragraphs: [
        `Hello ${data.firstName},`,
        'We received a request to reset the password of your Wander account. If it was not you, ignore this email: your password stays as it is.',
      ],
      action: {
        label: 'Reset Password',
        url: ctx.link('/reset-password', { userId: data.userId, token: data.token }),
      },
      footnote: `This link is valid for ${data.minutes} minutes and can be used once.`,
    },
    ctx,
  ),
}));

export const invitationMail = defineMailTemplate<{
  companyName: string;
  email: string;
  token: string;
  days: number;
  /** The address already has an account: sign in and accept, no registration. */
  hasAccount?: boolean;
}>('invitation', (data, ctx) => ({
  subject: `${data.companyName} invites you to Wander`,
  ...layout(
    {
      title: `${data.companyName} invites you to Wander`,
      paragraphs: [
        `${data.companyName} invites you to buy travel eSIM plans from them on Wander as a business customer.`,
        data.hasAccount
          ? `You already have a Wander account (${data.email}): sign in and accept the invitation under Invitations.`
          : 'Create your account with the link below. If you already have a Wander account, sign in and accept the invitation under Invitations.',
      ],
      action: data.hasAccount
        ? { label: 'Sign In to Accept', url: ctx.link('/invitations') }
        : {
            label: 'Accept Invitation',
            url: ctx.link('/sign-up', { token: data.token, email: data.email }),
          },
      footnote: `This invitation is valid for ${data.days} days.`,
    },
    ctx,
  ),
}));
