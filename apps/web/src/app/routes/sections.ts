import type { MenuEntry } from '../menus/menu-model';
import type { ScreenDef } from '../menus/screens';
import type { SectionInfo } from '../../lib/routes/route-handle';
import type { ScreenRoutes } from './screen-routes';

/** A loaded section: its sidebar menu, its screens and their pages (one lazy chunk a section). */
export interface SectionDef extends SectionInfo {
  menu: readonly MenuEntry[];
  screens: readonly ScreenDef[];
  /** Screens built for real, by `section/path`; the rest render the "not available yet" frame. */
  routes: ScreenRoutes;
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
