import { describe, expect, it } from 'vitest';
import { demoProfiles, type DemoAccount } from '../../testing/demo-profiles';
import { currentCompanyOf } from '../../lib/access/current-company';
import { activeHeaderTab, showsWalletBalance, visibleHeaderTabs, HEADER_TABS } from './header-tabs';

function tabsFor(account: DemoAccount, showSteps = false) {
  const profile = demoProfiles[account];
  const first = profile.companies[0];
  const company = currentCompanyOf(profile, {
    code: first?.entityCode ?? null,
    name: null,
    info: null,
  });
  return visibleHeaderTabs({ profile, company, showSteps }).map((tab) => tab.label);
}

describe('header tabs per demo account', () => {
  it.each<[DemoAccount, string[]]>([
    ['admin', ['Dashboard', 'Admin', 'General', 'Setup', 'Order']],
    ['operator', ['Dashboard', 'General', 'Setup', 'Order']],
    ['distributor', ['Dashboard', 'Admin', 'General', 'Setup', 'Order']],
    ['newdistributor', ['Order']],
    ['customer', ['Order', 'Wallet', 'Invoices', 'Usage Report']],
    ['agent', ['Dashboard', 'Setup', 'Order']],
  ])('%s sees %j', (account, expected) => {
    expect(tabsFor(account)).toEqual(expected);
  });

  // Issue 26: a tab with nothing permitted in it is not shown, for every role.
  it('shows an agent no Admin or General tab: nothing in them is permitted to it', () => {
    expect(tabsFor('agent')).not.toContain('Admin');
    expect(tabsFor('agent')).not.toContain('General');
    // Setup stays: the agent's Downline and Agent Hierarchy are in it.
    expect(tabsFor('agent')).toContain('Setup');
  });

  it('hides Setup from a user whose roles permit nothing in it', () => {
    const bare = { ...demoProfiles.agent, permissions: [] };
    const company = currentCompanyOf(bare, { code: 'DIST1', name: null, info: null });
    expect(
      visibleHeaderTabs({ profile: bare, company, showSteps: false }).map((t) => t.label),
    ).toEqual(['Dashboard']);
  });

  it('shows a customer whose role lost payment/Wallet View no Wallet tab', () => {
    const profile = {
      ...demoProfiles.customer,
      permissions: demoProfiles.customer.permissions.filter(
        (p) => p.resourceName !== 'payment/Wallet',
      ),
    };
    const company = currentCompanyOf(profile, { code: 'DIST1', name: null, info: null });
    expect(visibleHeaderTabs({ profile, company, showSteps: false }).map((t) => t.label)).toEqual([
      'Order',
      'Invoices',
      'Usage Report',
    ]);
    expect(tabsFor('customer')).toEqual(['Order', 'Wallet', 'Invoices', 'Usage Report']);
  });

  it('shows SignUp only while showSteps is in the URL', () => {
    expect(tabsFor('newdistributor', true)).toEqual(['Order', 'SignUp']);
    expect(tabsFor('newdistributor', false)).not.toContain('SignUp');
  });

  it('hides a tab for a hidden role unless the user is a platform admin', () => {
    const staff = { ...demoProfiles.distributor, roleNames: ['CompanyAdmin', 'OperatorStaff'] };
    const company = currentCompanyOf(staff, { code: 'DIST1', name: null, info: null });
    expect(
      visibleHeaderTabs({ profile: staff, company, showSteps: false }).map((t) => t.label),
    ).toEqual(['Setup', 'Order']);
    const adminStaff = { ...staff, isDmsAdmin: true };
    expect(
      visibleHeaderTabs({ profile: adminStaff, company, showSteps: false }).map((t) => t.label),
    ).toEqual(['Dashboard', 'Admin', 'General', 'Setup', 'Order']);
  });

  it('hides Wallet for a customer who is also operator staff', () => {
    const profile = { ...demoProfiles.customer, roleNames: ['Customer', 'OperatorStaff'] };
    const company = currentCompanyOf(profile, { code: 'DIST1', name: null, info: null });
    expect(
      visibleHeaderTabs({ profile, company, showSteps: false }).map((t) => t.label),
    ).not.toContain('Wallet');
  });

  it('shows nothing without a profile', () => {
    expect(visibleHeaderTabs({ profile: null, company: null, showSteps: true })).toEqual([]);
  });
});

describe('active tab', () => {
  it.each([
    ['/', 'dashboard'],
    ['/admin/users', 'admin'],
    ['/general/company-list', 'general'],
    ['/setup/wander-plan-list', 'setup'],
    ['/purchase-order-list', 'order'],
    ['/purchase-order-new', 'order'],
    ['/purchase-order-edit/7', 'order'],
    ['/purchase-order-detail/7', 'order'],
    ['/wallet', 'wallet'],
    ['/setup/invoice-detail/7', 'invoices'],
    ['/profile', null],
  ])('%s -> %s', (path, key) => {
    expect(activeHeaderTab(HEADER_TABS, path)).toBe(key);
  });
});

describe('wallet balance line', () => {
  const companyOf = (isSetupFully: boolean) => ({
    code: 'X',
    name: 'X',
    customCode: 'X',
    isSetupFully,
  });
  it('shows for a customer even when the company is not set up', () => {
    expect(showsWalletBalance(demoProfiles.customer, companyOf(false))).toBe(true);
  });
  it('shows for others only when the company is fully set up', () => {
    expect(showsWalletBalance(demoProfiles.newdistributor, companyOf(false))).toBe(false);
    expect(showsWalletBalance(demoProfiles.distributor, companyOf(true))).toBe(true);
  });
  it('does not show for a platform admin without a set-up company', () => {
    expect(showsWalletBalance(demoProfiles.admin, null)).toBe(false);
  });
});
