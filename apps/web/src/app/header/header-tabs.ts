import { Resource, Role, type Profile, type RoleName } from '@wander/contract';
import type { CurrentCompany } from '../../lib/access/current-company';
import { ADMIN_MENU } from '../menus/admin-menu';
import { GENERAL_MENU } from '../menus/general-menu';
import { filterMenu, menuLeaves, type MenuEntry } from '../menus/menu-model';
import { SETUP_MENU } from '../menus/setup-menu';
import {
  hasPermission,
  hasRole,
  isCustomer,
  isHiddenFor,
  isPlatformAdmin,
} from '../../lib/access/permissions';

export interface HeaderTab {
  key: string;
  label: string;
  path: string;
  /** Other path prefixes on which the tab is active. */
  activeOn?: readonly string[];
  hiddenFor?: readonly RoleName[];
  /** Needs a platform admin or a fully set-up current company. */
  needsSetup?: boolean;
  /** A section's sidebar: the tab shows only when the user may open at least one of its screens. */
  menu?: readonly MenuEntry[];
  /** Permission the tab's screen needs (View unless `action` says otherwise). */
  resource?: string;
  /** A Setup screen of a customer's: shown only to those for whom the Setup tab is hidden. */
  forCustomers?: boolean;
}

/** The header tabs of spec sections 2 and 6, in display order. */
export const HEADER_TABS: readonly HeaderTab[] = [
  {
    key: 'dashboard',
    label: 'Dashboard',
    path: '/',
    hiddenFor: [Role.Customer, Role.OperatorStaff, Role.CustomerService],
    needsSetup: true,
  },
  {
    key: 'admin',
    label: 'Admin',
    path: '/admin',
    hiddenFor: [Role.Customer, Role.OperatorStaff, Role.OperatorAdmin, Role.CustomerService],
    needsSetup: true,
    menu: ADMIN_MENU,
  },
  {
    key: 'general',
    label: 'General',
    path: '/general',
    hiddenFor: [Role.Customer, Role.OperatorStaff, Role.CustomerService],
    needsSetup: true,
    menu: GENERAL_MENU,
  },
  {
    key: 'setup',
    label: 'Setup',
    path: '/setup',
    hiddenFor: [Role.Customer],
    needsSetup: true,
    menu: SETUP_MENU,
  },
  {
    key: 'order',
    label: 'Order',
    path: '/purchase-order-list',
    activeOn: [
      '/purchase-order-new',
      '/purchase-order-edit',
      '/purchase-order-detail',
      '/group-order-list',
      '/group-order-new',
      '/group-order-edit',
    ],
  },
  { key: 'wallet', label: 'Wallet', path: '/wallet', resource: Resource.Wallet },
  // A customer has no Setup tab (spec section 6), yet reads its invoices and its eSIMs' usage
  // there: their own tabs lead to those two screens (issue 37).
  {
    key: 'invoices',
    label: 'Invoices',
    path: '/setup/invoice-list',
    activeOn: ['/setup/invoice-detail'],
    resource: Resource.Invoices,
    forCustomers: true,
  },
  {
    key: 'usage-report',
    label: 'Usage Report',
    path: '/setup/usage-report-list',
    resource: Resource.UsageReport,
    forCustomers: true,
  },
  { key: 'signup', label: 'SignUp', path: '/general/company-detail?showSteps=true&edit=true' },
];

export interface HeaderContext {
  profile: Profile | null;
  company: CurrentCompany | null;
  /** The showSteps query parameter is present in the URL. */
  showSteps: boolean;
}

/** The section's sidebar, as this user sees it, leads to at least one screen. */
function hasVisibleScreen(menu: readonly MenuEntry[], ctx: HeaderContext): boolean {
  const visible = filterMenu(menu, { profile: ctx.profile, company: ctx.company });
  return menuLeaves(visible).some((leaf) => !!leaf.path);
}

function isTabVisible(tab: HeaderTab, ctx: HeaderContext): boolean {
  const { profile } = ctx;
  if (!profile) return false;
  if (tab.hiddenFor && isHiddenFor(profile, tab.hiddenFor)) return false;
  if (tab.needsSetup && !(isPlatformAdmin(profile) || ctx.company?.isSetupFully === true)) {
    return false;
  }
  // A tab with nothing permitted in it is not shown (issue 26: an agent saw Admin and General
  // tabs that held only "This screen is not available yet").
  if (tab.resource && !hasPermission(profile, tab.resource)) return false;
  if (tab.menu && !hasVisibleScreen(tab.menu, ctx)) return false;
  if (tab.forCustomers && !isHiddenFor(profile, [Role.Customer])) return false;
  switch (tab.key) {
    case 'order':
      return hasPermission(profile, Resource.PurchaseOrders, 'View');
    case 'wallet':
      return hasRole(profile, Role.Customer) && !hasRole(profile, Role.OperatorStaff);
    case 'signup':
      return ctx.showSteps;
    default:
      return true;
  }
}

export function visibleHeaderTabs(ctx: HeaderContext): HeaderTab[] {
  return HEADER_TABS.filter((tab) => isTabVisible(tab, ctx));
}

/** Which tab is active for a path: the longest matching path or activeOn prefix. */
export function activeHeaderTab(tabs: readonly HeaderTab[], pathname: string): string | null {
  let best: { key: string; length: number } | null = null;
  for (const tab of tabs) {
    for (const prefix of [tab.path, ...(tab.activeOn ?? [])]) {
      const matches =
        prefix === '/'
          ? pathname === '/'
          : pathname === prefix || pathname.startsWith(`${prefix}/`);
      if (matches && (!best || prefix.length > best.length))
        best = { key: tab.key, length: prefix.length };
    }
  }
  return best?.key ?? null;
}

/** The wallet balance line: customers who are not platform admins, or a fully set-up company. */
export function showsWalletBalance(profile: Profile | null, company: CurrentCompany | null) {
  if (!profile) return false;
  return (isCustomer(profile) && !isPlatformAdmin(profile)) || company?.isSetupFully === true;
}
