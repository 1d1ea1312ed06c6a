import { describe, expect, it } from 'vitest';
import type { Profile } from '@wander/contract';
import { demoProfiles } from '../../testing/demo-profiles';
import type { CurrentCompany } from '../../lib/access/current-company';
import { ADMIN_MENU } from './admin-menu';
import { GENERAL_MENU, GENERAL_SCREENS } from './general-menu';
import { filterMenu, menuLeaves, type MenuEntry } from './menu-model';
import { SETUP_MENU, SETUP_SCREENS } from './setup-menu';

const company = (customCode: string): CurrentCompany => ({
  code: customCode,
  name: customCode,
  customCode,
  isSetupFully: true,
});

const labels = (entries: MenuEntry[]) => menuLeaves(entries).map((e) => e.label);

const withPermissions = (...resources: string[]): Profile => ({
  ...demoProfiles.agent,
  permissions: resources.map((resourceName) => ({ resourceName, permission: 'View' })),
});

describe('admin sidebar', () => {
  it.each([
    ['admin', ['Users', 'Roles', 'Permissions', 'Customer Permissions', 'Logs']],
    ['distributor', ['Users', 'Permissions']],
    ['operator', []],
  ] as const)('%s sees %j', (account, expected) => {
    const profile = demoProfiles[account];
    expect(labels(filterMenu(ADMIN_MENU, { profile, company: company('WANDER') }))).toEqual(
      expected,
    );
  });
});

describe('setup and general sidebars', () => {
  it('shows items by View permission and drops empty groups', () => {
    const profile = withPermissions('product/Product', 'agent/Agents');
    const visible = filterMenu(SETUP_MENU, { profile, company: company('WANDER') });
    expect(visible.map((group) => group.label)).toEqual(['Product', 'Agent']);
    expect(labels(visible)).toEqual([
      'Product',
      'Downline',
      'Agent Hierarchy',
      'Customers',
      'Agent Sales',
    ]);
  });

  it('shows Providers and Plan Supply under Product with product/Providers View (issue 27)', () => {
    const profile = { ...withPermissions('product/Providers'), roleNames: ['CompanyAdmin'] };
    const visible = filterMenu(SETUP_MENU, { profile, company: company('DIST1') });
    expect(visible.map((group) => group.label)).toEqual(['Product']);
    expect(labels(visible)).toEqual(['Providers', 'Plan Supply']);
    const titles = new Map(SETUP_SCREENS.map((s) => [s.path, s.title]));
    expect(titles.get('provider-list')).toBe('Providers');
    expect(titles.get('provider-detail/:id')).toBe('Provider Detail');
    expect(titles.get('provider-edit/:id')).toBe('Edit Provider');
    expect(titles.get('plan-supply')).toBe('Plan Supply');
  });

  it('uses the ViewReceivedOrders action for Received Orders', () => {
    const viewOnly = withPermissions('network/PurchaseOrders');
    expect(labels(filterMenu(SETUP_MENU, { profile: viewOnly, company: null }))).toEqual([]);
    const received = {
      ...viewOnly,
      permissions: [{ resourceName: 'network/PurchaseOrders', permission: 'ViewReceivedOrders' }],
    };
    expect(labels(filterMenu(SETUP_MENU, { profile: received, company: null }))).toEqual([
      'Received Orders',
    ]);
  });

  it('lists the customers’ wallets only with ViewCustomerWallets, not with the own-wallet View', () => {
    const ownWallet = withPermissions('payment/Wallet', 'payment/Invoices');
    expect(labels(filterMenu(SETUP_MENU, { profile: ownWallet, company: null }))).toEqual([
      'Invoices',
    ]);
    const backOffice = {
      ...ownWallet,
      permissions: [
        ...ownWallet.permissions,
        { resourceName: 'payment/Wallet', permission: 'ViewCustomerWallets' },
      ],
    };
    expect(labels(filterMenu(SETUP_MENU, { profile: backOffice, company: null }))).toEqual([
      'Invoices',
      'Wallet',
      'Wallet Transactions',
    ]);
  });

  it('hides brand-word items for a company that is not the platform brand', () => {
    const profile = withPermissions(
      'product/WanderProductPlan',
      'payment/Coupons',
      'product/Brand',
    );
    expect(labels(filterMenu(SETUP_MENU, { profile, company: company('WANDER') }))).toEqual([
      'Wander Coupon',
      'Wander Plan',
      'Brand',
    ]);
    expect(labels(filterMenu(SETUP_MENU, { profile, company: company('DIST1') }))).toEqual([
      'Brand',
    ]);
  });

  it('keeps currency, country, bank and uom for platform admins', () => {
    const profile = withPermissions('network/Currency', 'network/Settings', 'network/TaxCodes');
    expect(labels(filterMenu(GENERAL_MENU, { profile, company: null }))).toEqual([
      'Settings',
      'Tax Code',
    ]);
    const admin = filterMenu(GENERAL_MENU, {
      profile: demoProfiles.admin,
      company: company('WANDER'),
    });
    expect(labels(admin)).toEqual(
      expect.arrayContaining(['Company', 'Currency', 'Country', 'Bank', 'UOM']),
    );
  });

  it('shows Company to company admins with the permission', () => {
    expect(
      labels(
        filterMenu(GENERAL_MENU, { profile: demoProfiles.distributor, company: company('DIST1') }),
      ),
    ).toEqual(['Company']);
  });

  it("shows Send Message to a distributor's admin, who may send (issue 26), and no platform list", () => {
    // CompanyAdmin's default grants for Send Message (seed/role-grants.ts, SEND_MESSAGE).
    const distributor: Profile = {
      ...demoProfiles.distributor,
      permissions: [
        ...demoProfiles.distributor.permissions,
        { resourceName: 'scheduler/Notification', permission: 'View' },
        { resourceName: 'scheduler/Notification', permission: 'Create' },
      ],
    };
    const visible = filterMenu(GENERAL_MENU, { profile: distributor, company: company('DIST1') });
    expect(labels(visible)).toEqual(['Company', 'Send Message']);
    expect(visible.map((group) => group.label)).toEqual(['Company', 'Notifications']);
    // Reading the messages sent is not enough to send one.
    const readOnly = withPermissions('scheduler/Notification');
    expect(labels(filterMenu(GENERAL_MENU, { profile: readOnly, company: null }))).toEqual([]);
  });
});

describe('section screens', () => {
  const paths = (screens: readonly { path: string }[]) => screens.map((s) => s.path);

  it('registers the list, new, edit and detail screens of the spec', () => {
    expect(paths(SETUP_SCREENS)).toEqual(
      expect.arrayContaining([
        'wander-plan-list',
        'wander-plan-new',
        'wander-plan-edit/:id',
        'wander-plan-detail/:id',
        'wander-serial-number-import',
        'movement-journal-adjust/:id',
        'received-order-detail/:id',
        'sale-order-new',
        'invoice-detail/:id',
      ]),
    );
    expect(new Set(paths(SETUP_SCREENS)).size).toBe(SETUP_SCREENS.length);
  });

  it('limits company create/edit and reference data to platform admins', () => {
    const roles = (path: string) => GENERAL_SCREENS.find((s) => s.path === path)?.roles;
    expect(roles('company-new')).toEqual(['DmsAdmin']);
    expect(roles('company-edit/:id')).toEqual(['DmsAdmin']);
    expect(roles('currency-edit/:id')).toEqual(['DmsAdmin']);
    expect(roles('country-list')).toEqual(['DmsAdmin']);
    expect(roles('company-list')).toEqual(['CompanyAdmin']);
    expect(roles('setting-list')).toBeUndefined();
  });
});
