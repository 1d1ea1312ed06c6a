// zod-free: the back office's Store Branding page loads these without the schemas.
import type { StoreLanguage } from '../store/store-paths.js';

/**
 * The branding of the web stores a company sells through (issue 37): a distributor's CompanyAdmin
 * edits its own platforms' store name, logo, colour, support e-mail and language; the platform's
 * admins any platform's. Its permission resource is also the logo uploads' entity.
 */
export const PLATFORM_BRANDING = 'payment/PlatformBranding';

export const PlatformBrandingPath = {
  /** GET: the platforms the working company brands. */
  list: PLATFORM_BRANDING,
  /** GET one, PUT its branding. */
  one: (id: string) => `${PLATFORM_BRANDING}/${id}`,
  /** POST multipart `file`: a logo (PNG, JPEG or WebP), the working company's until saved. */
  upload: `${PLATFORM_BRANDING}/files`,
  /** GET: what the platform's store has for sale in its currency (issue 40). */
  pricing: (id: string) => `${PLATFORM_BRANDING}/Pricing/${id}`,
} as const;

/** What a platform's store sells (the back office's empty state, issue 40). */
export interface PlatformPricingStatus {
  platformId: string;
  currencyCode: string;
  distributorEntityCode: string | null;
  /** The distributor's active plans the store can price in its currency today. */
  pricedPlans: number;
  /** How the distributor sells in the currency: 'list' (also without a setting) or 'converted'. */
  mode: 'list' | 'converted';
  rounding: string | null;
  /** Base currencies with no exchange rate to the store's currency: their plans are not sold. */
  missingRates: string[];
  /** 'This store has no plan priced in HKD yet' (or why nothing is sold); null when it sells. */
  message: string | null;
}

export const PlatformBrandingText = {
  saved: 'Store branding saved',
  logoLabel: 'Store Logo',
  logoInvalid: 'Store Logo should be an uploaded image, an https:// address or a path on this site',
  colorInvalid: 'Primary Colour should be a colour like #0b5cad',
  noPricedPlan: (currency: string) => `This store has no plan priced in ${currency} yet`,
  noDistributor: 'This platform is not linked to a distributor',
  noRate: (bases: readonly string[], currency: string) =>
    `No exchange rate from ${bases.join(', ')} to ${currency}: those plans are not sold`,
} as const;

/** The store's own colour when a platform sets none (apps/store styles.css --brand). */
export const STORE_DEFAULT_COLOR = '#0b5cad';

export const STORE_LANGUAGE_OPTIONS: readonly { value: StoreLanguage; label: string }[] = [
  { value: 'en', label: 'English' },
  { value: 'ms', label: 'Bahasa Melayu' },
  { value: 'zh', label: '简体中文' },
];

/** A platform as its Store Branding page shows and edits it. */
export interface PlatformBrandingRow {
  id: string;
  platformCode: string;
  platformName: string;
  distributorEntityCode: string | null;
  isActive: boolean;
  storeName: string | null;
  /** An uploaded logo's file id, or (set before uploads) an https:// address or a site path. */
  storeLogoUrl: string | null;
  storePrimaryColor: string | null;
  storeSupportEmail: string | null;
  storeDefaultLanguage: StoreLanguage;
}

export type PlatformBrandingUpdate = Pick<
  PlatformBrandingRow,
  'storeName' | 'storeLogoUrl' | 'storePrimaryColor' | 'storeSupportEmail' | 'storeDefaultLanguage'
>;
