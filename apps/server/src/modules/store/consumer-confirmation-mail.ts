import { defineMailTemplate, layout } from '../../platform/mail/mail-template.js';

/** The store's confirmation e-mail: the link opens the confirmation page of the platform's web store. */
export const consumerConfirmEmailMail = defineMailTemplate<{
  name: string;
  email: string;
  token: string;
  hours: number;
  /** The sales platform the consumer signed up through: its web store opens the link. */
  platformCode?: string | null;
}>('consumer-confirm-email', (data, ctx) => {
  const query = new URLSearchParams({ email: data.email, token: data.token });
  return {
    subject: 'Confirm your email address',
    ...layout(
      {
        title: `Welcome, ${data.name}`,
        paragraphs: [
          'Thank you for signing up. Please confirm your email address: then you can buy plans, and your sign-up coupons are added to your account.',
        ],
        action: {
          label: 'Confirm Email',
          url: `${ctx.baseUrl}store/${data.platformCode ? `${encodeURIComponent(data.platformCode)}/` : ''}confirm-email?${query.toString()}`,
        },
        footnote: `This link is valid for ${data.hours} hours and can be used once.`,
      },
      ctx,
    ),
  };
});
