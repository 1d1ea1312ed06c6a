import { Resource, Role, type Profile, type RoleName } from '@wander/contract';
import type { CurrentCompany } from '../access/current-company';
import {
  hasPermission,
  hasRole,
  isCustomer,
  isHiddenFor,
  isPlatformAdmin,
} from '../access/permissions';

export interface HeaderTab {
  key: string;
  label: string;
  path: string;
  /** Other path prefixes on which the tab is active. */
  activeOn?: readonly string[];
  hiddenFor?: readonly RoleName[];
  /** Needs a platform admin or a fully set-up current company. */
  needsSetup?: boolean;
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
  },
  {
    key: 'general',
    label: 'General',
    path: '/general',
    hiddenFor: [Role.Customer, Role.OperatorStaff, Role.CustomerService],
    needsSetup: true,
  },
  { key: 'setup', label: 'Setup', path: '/setup', hiddenFor: [Role.Customer], needsSetup: true },
  {
    key: 'order',
    label: 'Order',
    path: '/purchase-order-list',
    activeOn: ['/purchase-order-new', '/purchase-order-edit', '/purchase-order-detail'],
  },
  { key: 'wallet', label: 'Wallet', path: '/wallet' },
  { key: 'signup', label: 'SignUp', path: '/general/company-detail?showSteps=true&edit=true' },
];

export interface HeaderContext {
  profile: Profile | null;
  company: CurrentCompany | null;
  /** The showSteps query parameter is present in the URL. */
  showSteps: boolean;
}

function isTabVisible(tab: HeaderTab, ctx: HeaderContext): boolean {
  const { profile } = ctx;
  if (!profile) return false;
  if (tab.hiddenFor && isHiddenFor(profile, tab.hiddenFor)) return false;
  if (tab.needsSetup && !(isPlatformAdmin(profile) || ctx.company?.isSetupFully === true)) {
    return false;
  }
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
