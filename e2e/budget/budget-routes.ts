import { ADMIN_SCREENS } from '../../apps/web/src/app/menus/admin-menu.js';
import { GENERAL_SCREENS } from '../../apps/web/src/app/menus/general-menu.js';
import { SETUP_SCREENS } from '../../apps/web/src/app/menus/setup-menu.js';
import type { ScreenDef } from '../../apps/web/src/app/menus/screens.js';
import { isLightRoute } from '../../apps/web/src/app/routes/light-routes.js';
import { PUBLIC_SCREENS, TOP_SCREENS } from '../../apps/web/src/app/routes/sections.js';
import type { SectionKey } from '../../apps/web/src/lib/routes/route-handle.js';

/** Each section's screens: the data its lazily loaded route table is built from. */
const SECTION_SCREENS: Record<SectionKey, readonly ScreenDef[]> = {
  admin: ADMIN_SCREENS,
  general: GENERAL_SCREENS,
  setup: SETUP_SCREENS,
};

export interface BudgetRoute {
  /** The URL's hash part, e.g. `#/setup/tax-list` (the store's: its path, `store/cart`). */
  hash: string;
  signIn: boolean;
  signedIn: boolean;
  /** A budget of its own (the store's pages), else the back office's. */
  budget?: number;
}

/**
 * The customer's and the agent's pages, every role's dashboard (the light screens,
 * apps/web/src/app/routes/light-routes.ts): at most 220 KiB of gzipped JS each (issue 30).
 */
export const LIGHT_BUDGET = 220 * 1024;

/** The React store's pages (issue 28): at most 120 KiB of gzipped JS each. */
export const STORE_BUDGET = 120 * 1024;
const STORE_PAGES = [
  '',
  'destination/JP',
  'region/europe',
  'plan/00000000-0000-4000-8000-000000000000',
  'cart',
  'sign-in',
  'sign-up?ref=ABC',
  'confirm-email?email=a%40b.example&token=x',
  'reset-password',
  'esims',
  'esims/00000000-0000-4000-8000-000000000000/top-up',
  'orders',
  'account',
  'devices',
  // A store in Chinese by default: the language's strings load too.
  'WEB-HK/',
];

/** A route parameter filled with an id no row has: the screen's chunks load all the same. */
const NO_ROW = '00000000-0000-4000-8000-000000000000';
const fill = (path: string) => path.replace(/:[A-Za-z]+/g, NO_ROW);

/**
 * Every screen of the route table (the same data the router is built from): the signed-out entry
 * and sign-in, the public screens, the dashboard and profile, the top-level screens and every
 * screen of every section, signed in as the platform admin (who may open them all).
 */
export function budgetRoutes(): BudgetRoute[] {
  const signedIn = (path: string): BudgetRoute => ({
    hash: `#/${fill(path)}`,
    signIn: false,
    signedIn: true,
    ...(isLightRoute(path) && { budget: LIGHT_BUDGET }),
  });
  return [
    { hash: '', signIn: true, signedIn: false },
    { hash: '#/sign-in', signIn: true, signedIn: false },
    ...PUBLIC_SCREENS.map((s) => ({ hash: `#/${fill(s.path)}`, signIn: false, signedIn: false })),
    signedIn(''),
    signedIn('profile'),
    ...TOP_SCREENS.map((s) => signedIn(s.path)),
    ...Object.entries(SECTION_SCREENS).flatMap(([key, screens]) =>
      screens.map((s) => signedIn(`${key}/${s.path}`)),
    ),
    ...STORE_PAGES.map((page) => ({
      hash: `store/${page}`,
      signIn: false,
      signedIn: false,
      budget: STORE_BUDGET,
    })),
  ];
}
