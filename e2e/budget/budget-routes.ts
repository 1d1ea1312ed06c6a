import { ADMIN_SCREENS } from '../../apps/web/src/app/menus/admin-menu.js';
import { GENERAL_SCREENS } from '../../apps/web/src/app/menus/general-menu.js';
import { SETUP_SCREENS } from '../../apps/web/src/app/menus/setup-menu.js';
import type { ScreenDef } from '../../apps/web/src/app/menus/screens.js';
import {
  PUBLIC_SCREENS,
  TOP_SCREENS,
  type SectionKey,
} from '../../apps/web/src/app/routes/sections.js';

/** Each section's screens: the data its lazily loaded route table is built from. */
const SECTION_SCREENS: Record<SectionKey, readonly ScreenDef[]> = {
  admin: ADMIN_SCREENS,
  general: GENERAL_SCREENS,
  setup: SETUP_SCREENS,
};

export interface BudgetRoute {
  /** The URL's hash part, e.g. `#/setup/tax-list`. */
  hash: string;
  signIn: boolean;
  signedIn: boolean;
}

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
  ];
}
