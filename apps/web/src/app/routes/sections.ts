import type { RoleName } from '@wander/contract';
import type { MenuEntry } from '../menus/menu-model';
import type { ScreenDef } from '../menus/screens';
import type { ScreenRoutes } from './screen-routes';

export type SectionKey = 'admin' | 'general' | 'setup';

/** What the entry knows of a section: enough for the header, the breadcrumb and its route. */
export interface SectionInfo {
  key: SectionKey;
  title: string;
  /** The setup and general shells hide their top bar while showSteps=true is in the URL. */
  hideTopBarOnSteps: boolean;
}

/** A loaded section: its sidebar menu, its screens and their pages (one lazy chunk a section). */
export interface SectionDef extends SectionInfo {
  menu: readonly MenuEntry[];
  screens: readonly ScreenDef[];
  /** Screens built for real, by `section/path`; the rest render the "not available yet" frame. */
  routes: ScreenRoutes;
}

export const SECTION_INFO: Record<SectionKey, SectionInfo> = {
  admin: { key: 'admin', title: 'Admin', hideTopBarOnSteps: false },
  general: { key: 'general', title: 'General', hideTopBarOnSteps: true },
  setup: { key: 'setup', title: 'Setup', hideTopBarOnSteps: true },
};

/** The section a path lies in (`/setup/tax-list` -> setup), if any. */
export function sectionKeyOf(pathname: string): SectionKey | null {
  const first = pathname.split(/[/?#]/).filter(Boolean)[0];
  return first && first in SECTION_INFO ? (first as SectionKey) : null;
}

/** Signed-in screens outside the sections (spec section 2). */
export const TOP_SCREENS: readonly ScreenDef[] = [
  { path: 'invitations', title: 'Invitations' },
  { path: 'catalog', title: 'Catalogue' },
  { path: 'wallet', title: 'Wallet' },
  { path: 'purchase-order-list', title: 'Purchase Orders' },
  { path: 'purchase-order-new', title: 'New Purchase Order' },
  { path: 'purchase-order-edit/:id', title: 'Edit Purchase Order' },
  { path: 'purchase-order-detail/:id', title: 'Purchase Order Detail' },
  { path: 'group-order-list', title: 'Group Orders' },
  { path: 'group-order-new', title: 'New Group Order' },
  { path: 'group-order-edit/:id', title: 'Group Order' },
];

/** Public screens of later issues (registration, password reset, PDF viewer). */
export const PUBLIC_SCREENS: readonly ScreenDef[] = [
  { path: 'sign-up', title: 'Sign Up' },
  { path: 'distributor-sign-up', title: 'Distributor Sign Up' },
  { path: 'agent-sign-up', title: 'Agent Sign Up' },
  { path: 'confirm-email', title: 'Confirm Email' },
  { path: 'forgot-password', title: 'Forgot Password' },
  { path: 'reset-password', title: 'Reset Password' },
  { path: 'first-run', title: 'Set up Wander' },
  { path: 'pdfviewer', title: 'PDF Viewer', plain: true },
];

/** What a route carries in its handle: its title, section and roles list. */
export interface RouteHandle {
  title: string;
  section?: SectionKey;
  roles?: readonly RoleName[];
}
