import { defineMailTemplate, layout } from '../../platform/mail/mail-template.js';

/** The store's password reset e-mail: the link opens the platform's web store (issue 28). */
export const consumerResetPasswordMail = defineMailTemplate<{
  name: string;
  email: string;
  token: string;
  minutes: number;
  platformCode: string | null;
}>('consumer-reset-password', (data, ctx) => {
  const query = new URLSearchParams({ email: data.email, token: data.token });
  const store = data.platformCode ? `${encodeURIComponent(data.platformCode)}/` : '';
  return {
    subject: 'Choose a new password',
    ...layout(
      {
        title: `Hello, ${data.name}`,
        paragraphs: [
          'Someone asked to reset the password of your account. If it was you, choose a new password with this link; if not, ignore this e-mail: your password stays as it is.',
        ],
        action: {
          label: 'Choose a New Password',
          url: `${ctx.baseUrl}store/${store}reset-password?${query.toString()}`,
        },
        footnote: `This link is valid for ${data.minutes} minutes and can be used once.`,
      },
      ctx,
    ),
  };
});
