import type { StoreLanguage, StorePlatform } from '@wander/contract';

/** What the server puts in the page's `<meta name="wander-store">`: branding, key, addresses. */
export interface StoreSettings extends StorePlatform {
  /** The platform's web store key (public, like any consumer app's key). */
  key: string;
  /** The store's root path, e.g. `/store/` or `/store/WEB-HK/`. */
  root: string;
  /** The store API's base path, e.g. `/api/store/v1/`. */
  api: string;
}

function readSettings(): StoreSettings {
  const content = document.querySelector('meta[name="wander-store"]')?.getAttribute('content');
  if (content) return JSON.parse(content) as StoreSettings;
  // `vite` in development: the demo store through the dev server's proxy.
  return {
    platformCode: 'WEB-MY',
    storeName: 'Wander',
    logoUrl: null,
    primaryColor: null,
    supportEmail: null,
    defaultLanguage: 'en' as StoreLanguage,
    currency: 'MYR',
    key: 'wpk_demo-web-store-malaysia',
    root: '/',
    api: '/api/store/v1/',
  };
}

export const settings = readSettings();
