/**
 * The store API's paths and the web store's languages, apart from the schemas (no zod): the web
 * store (apps/store) imports them without the schema library.
 */

/** The store API (issue 15): the consumer apps' calls, under the sales platform's API key. */
export const StorePath = {
  signUp: 'store/v1/consumers/sign-up',
  signIn: 'store/v1/consumers/sign-in',
  me: 'store/v1/me',
  /** The language of the consumer's e-mails and PDFs (`{language}`): the store's language switch. */
  language: 'store/v1/me/language',
  /** Spends the link of the confirmation e-mail (`{email, token}`). */
  confirmEmail: 'store/v1/consumers/confirm-email',
  /** Sends the signed-in consumer's confirmation e-mail again. */
  resendConfirmation: 'store/v1/me/confirmation-email',
  /** E-mails a password reset link (`{email}`; the same answer for an unknown address). */
  forgotPassword: 'store/v1/consumers/forgot-password',
  /** Spends the reset link (`{email, token, password}`) and sets the new password. */
  resetPassword: 'store/v1/consumers/reset-password',
} as const;

/** The store API's shopping calls (issue 15): plans, checkout, orders, eSIMs and devices. */
export const StoreOrderPath = {
  plans: 'store/v1/plans',
  /** Every destination the platform sells, with its lowest price (issue 28). */
  destinations: 'store/v1/destinations',
  orders: 'store/v1/orders',
  /** What the checkout would charge (the same body), before paying: nothing is placed. */
  quote: 'store/v1/orders/quote',
  order: 'store/v1/orders/:id',
  /** The order's receipt: its invoice as a PDF, once paid (issue 28). */
  receipt: 'store/v1/orders/:id/receipt',
  esims: 'store/v1/me/esims',
  devices: 'store/v1/me/devices',
  coupons: 'store/v1/me/coupons',
  /** The commissions the consumer earned as an affiliate (issue 28). */
  commissions: 'store/v1/me/commissions',
  /** The plans one of the consumer's eSIMs can be topped up with (issue 28). */
  esimTopUps: 'store/v1/me/esims/:id/top-ups',
} as const;

/** The web store's languages (issue 28): English, Bahasa Melayu, Simplified Chinese. */
export const STORE_LANGUAGES = ['en', 'ms', 'zh'] as const;
export type StoreLanguage = (typeof STORE_LANGUAGES)[number];

export const StorePlatformPath = {
  /** The platform's store branding: public, under the platform's key. */
  platform: 'store/v1/platform',
  /** A platform's uploaded logo, public (no key: the store's header shows it), issue 37. */
  logo: (id: string) => `store/v1/logos/${id}`,
} as const;
