import { describe, expect, it } from 'vitest';
import type { SetupStatus } from '@wander/contract';
import { demoProfiles } from '../../testing/demo-profiles';
import { landingAfterSignIn, needsSetupCheck } from './landing';

const status = (step: number, missing: string[]): SetupStatus => ({
  isSetupFully: missing.length === 0,
  step,
  missing,
});

describe('landing after sign-in', () => {
  it('sends a company admin with missing company details to the setup steps', async () => {
    expect(
      await landingAfterSignIn(demoProfiles.newdistributor, status(0, ['companyDetails']), null),
    ).toBe('/general/company-detail?showSteps=true&edit=true');
  });

  it('sends a company admin with missing products to the product list steps', async () => {
    expect(
      await landingAfterSignIn(demoProfiles.newdistributor, status(2, ['products']), null),
    ).toBe('/setup/product-list?showSteps=true');
  });

  it('sends other missing steps home', async () => {
    expect(await landingAfterSignIn(demoProfiles.newdistributor, status(1, ['x']), null)).toBe('/');
  });

  it('ignores the origin while a setup step is pending', async () => {
    expect(
      await landingAfterSignIn(demoProfiles.newdistributor, status(0, ['x']), '/profile'),
    ).toBe('/general/company-detail?showSteps=true&edit=true');
  });

  it('sends a set-up customer to the purchase orders and a company admin home', async () => {
    expect(await landingAfterSignIn(demoProfiles.customer, status(0, []), null)).toBe(
      '/purchase-order-list',
    );
    expect(await landingAfterSignIn(demoProfiles.distributor, status(0, []), null)).toBe('/');
  });

  it('sends a customer who is also a platform admin home', async () => {
    const adminCustomer = { ...demoProfiles.customer, isDmsAdmin: true };
    expect(await landingAfterSignIn(adminCustomer, status(0, []), null)).toBe('/');
  });

  it('goes back to an allowed origin, not to a forbidden or public one', async () => {
    expect(
      await landingAfterSignIn(demoProfiles.distributor, status(0, []), '/setup/product-list'),
    ).toBe('/setup/product-list');
    expect(await landingAfterSignIn(demoProfiles.agent, null, '/admin/roles')).toBe('/');
    expect(await landingAfterSignIn(demoProfiles.admin, null, '/admin/roles')).toBe('/admin/roles');
    expect(await landingAfterSignIn(demoProfiles.admin, null, '/sign-in')).toBe('/');
    expect(await landingAfterSignIn(demoProfiles.admin, null, '/no-such-page')).toBe('/');
  });

  it('runs the setup check for company admins and customers only', async () => {
    expect(needsSetupCheck(demoProfiles.distributor)).toBe(true);
    expect(needsSetupCheck(demoProfiles.customer)).toBe(true);
    expect(needsSetupCheck(demoProfiles.admin)).toBe(false);
    expect(needsSetupCheck(demoProfiles.operator)).toBe(false);
    expect(needsSetupCheck(demoProfiles.agent)).toBe(false);
  });
});
