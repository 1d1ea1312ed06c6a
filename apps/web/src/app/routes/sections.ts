import type { RoleName } from '@wander/contract';
import { ADMIN_MENU, ADMIN_SCREENS } from '../menus/admin-menu';
import { GENERAL_MENU, GENERAL_SCREENS } from '../menus/general-menu';
import type { MenuEntry } from '../menus/menu-model';
import type { ScreenDef } from '../menus/screens';
import { SETUP_MENU, SETUP_SCREENS } from '../menus/setup-menu';

export type SectionKey = 'admin' | 'general' | 'setup';

export interface SectionDef {
  key: SectionKey;
  title: string;
  menu: readonly MenuEntry[];
  screens: readonly ScreenDef[];
  /** The setup and general shells hide their top bar while showSteps=true is in the URL. */
  hideTopBarOnSteps: boolean;
}

export const SECTIONS: Record<SectionKey, SectionDef> = {
  admin: {
    key: 'admin',
    title: 'Admin',
    menu: ADMIN_MENU,
    screens: ADMIN_SCREENS,
    hideTopBarOnSteps: false,
  },
  general: {
    key: 'general',
    title: 'General',
    menu: GENERAL_MENU,
    screens: GENERAL_SCREENS,
    hideTopBarOnSteps: true,
  },
  setup: {
    key: 'setup',
    title: 'Setup',
    menu: SETUP_MENU,
    screens: SETUP_SCREENS,
    hideTopBarOnSteps: true,
  },
};

/** Signed-in screens outside the sections (spec section 2). */
export const TOP_SCREENS: readonly ScreenDef[] = [
  { path: 'invitations', title: 'Invitations' },
  { path: 'catalog', title: 'Catalogue' },
  { path: 'wallet', title: 'Wallet' },
  { path: 'purchase-order-list', title: 'Purchase Orders' },
  { path: 'purchase-order-new', title: 'New Purchase Order' },
  { path: 'purchase-order-edit/:id', title: 'Edit Purchase Order' },
  { path: 'purchase-order-detail/:id', title: 'Purchase Order Detail' },
];

/** Public screens of later issues (registration, password reset, PDF viewer). */
export const PUBLIC_SCREENS: readonly ScreenDef[] = [
  { path: 'sign-up', title: 'Sign Up' },
  { path: 'distributor-sign-up', title: 'Distributor Sign Up' },
  { path: 'agent-sign-up', title: 'Agent Sign Up' },
  { path: 'confirm-email', title: 'Confirm Email' },
  { path: 'forgot-password', title: 'Forgot Password' },
  { path: 'reset-password', title: 'Reset Password' },
  { path: 'pdfviewer', title: 'PDF Viewer' },
];

/** What a route carries in its handle: its title, section and roles list. */
export interface RouteHandle {
  title: string;
  section?: SectionKey;
  roles?: readonly RoleName[];
}
