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
} as const;

export const PlatformBrandingText = {
  saved: 'Store branding saved',
  logoLabel: 'Store Logo',
  logoInvalid: 'Store Logo should be an uploaded image, an https:// address or a path on this site',
  colorInvalid: 'Primary Colour should be a colour like #0b5cad',
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
