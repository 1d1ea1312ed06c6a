import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile, TwoFactorStatus } from '@wander/contract';
import { companyInfoOf, demoProfiles } from '../../testing/demo-profiles';
import { getSession, sessionActions } from '../../lib/session/session';
import { loadCustomerInfo, loadProfile, loadWorkingCompany } from '../../lib/session/storage';
import { signIn } from './sign-in-flow';

type Call = { path: string; method: string; headers: Headers; body: string };
let calls: Call[];

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ statusCode: 0, message: null, data }), {
    headers: { 'content-type': 'application/json' },
  });

function serve(
  profile: Profile,
  setup = { isSetupFully: true, step: 0, missing: [] as string[] },
  twoFactor: TwoFactorStatus | null = null,
) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = String(url).split('/api/')[1];
      calls.push({
        path,
        method: init.method ?? 'GET',
        headers: new Headers(init.headers),
        body: String(init.body ?? ''),
      });
      if (path === 'token') {
        return new Response(
          JSON.stringify({
            access_token: 'access',
            refresh_token: 'refresh',
            token_type: 'Bearer',
            expires_in: 900,
            scope: 'openid',
          }),
          { headers: { 'content-type': 'application/json' } },
        );
      }
      if (path === 'admin/Profile') return envelope(profile);
      if (path === 'customer/customers/GetByUserId') {
        return new Response(
          JSON.stringify({ statusCode: 404, code: 'NOT_FOUND', message: 'No customer' }),
          {
            status: 404,
            headers: { 'content-type': 'application/json' },
          },
        );
      }
      if (path === 'network/CompanyProfiles/GetDetail')
        return envelope(companyInfoOf(profile.companies[0]));
      if (path === 'network/CompanyProfiles/IsSetupFully') return envelope(setup);
      if (path === 'admin/TwoFactor') return envelope(twoFactor);
      return envelope(null);
    }),
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  sessionActions.signedOut();
  calls = [];
});
afterEach(() => vi.unstubAllGlobals());

const credentials = { email: ' customer@wander.demo ', password: 'Wander#2026', isRemember: false };

describe('sign-in flow', () => {
  it('sends the password grant with the web client id and scopes', async () => {
    serve(demoProfiles.customer);
    await signIn(credentials, null);
    const form = new URLSearchParams(calls[0].body);
    expect(calls[0].path).toBe('token');
    expect(form.get('grant_type')).toBe('password');
    expect(form.get('username')).toBe('customer@wander.demo');
    expect(form.get('client_id')).toBe('wander-web');
    expect(form.get('scope')).toContain('offline_access');
  });

  it('stores profile and working company of a customer and lands on the purchase orders', async () => {
    serve(demoProfiles.customer);
    await expect(signIn(credentials, null)).resolves.toBe('/purchase-order-list');
    expect(loadProfile()?.email).toBe('customer@wander.demo');
    expect(loadCustomerInfo()).toBeNull();
    expect(loadWorkingCompany()).toMatchObject({ code: 'DIST1', name: 'DIST1 Company' });
    expect(loadWorkingCompany().info?.isSetupFully).toBe(true);
    const detail = calls.find((c) => c.path === 'network/CompanyProfiles/GetDetail');
    expect(detail?.headers.get('X-Company-Code')).toBe('DIST1');
    expect(calls.map((c) => c.path)).toContain('network/CompanyProfiles/IsSetupFully');
    expect(getSession().isAuthenticated).toBe(true);
  });

  it('stores the first company of an operator without a setup check', async () => {
    serve(demoProfiles.operator);
    await expect(signIn(credentials, '/setup/product-list')).resolves.toBe('/setup/product-list');
    expect(loadWorkingCompany().code).toBe('WANDER');
    expect(calls.map((c) => c.path)).not.toContain('network/CompanyProfiles/IsSetupFully');
    expect(calls.map((c) => c.path)).not.toContain('customer/customers/GetByUserId');
  });

  it('sends a user whose role requires two-factor sign-in, not set up yet, to the profile first', async () => {
    const setUp = { isSetupFully: true, step: 0, missing: [] };
    serve(demoProfiles.operator, setUp, { enabled: false, required: true, recoveryCodesLeft: 0 });
    await expect(signIn(credentials, '/setup/product-list')).resolves.toBe('/profile');
    serve(demoProfiles.operator, setUp, { enabled: true, required: true, recoveryCodesLeft: 10 });
    await expect(signIn(credentials, '/setup/product-list')).resolves.toBe('/setup/product-list');
  });

  it('sends the code with the password grant when there is one', async () => {
    serve(demoProfiles.operator);
    await signIn({ ...credentials, otp: ' 123 456 ' }, null);
    const form = new URLSearchParams(calls.find((c) => c.path === 'token')!.body);
    expect(form.get('otp')).toBe('123456');
  });

  it('lands a company admin with missing company details on the setup steps', async () => {
    serve(demoProfiles.newdistributor, {
      isSetupFully: false,
      step: 0,
      missing: ['companyDetails'],
    });
    await expect(signIn(credentials, null)).resolves.toBe(
      '/general/company-detail?showSteps=true&edit=true',
    );
  });

  it('formats a refused sign-in and stores nothing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              error: 'too_many_attempts',
              error_description: 'too_many_failed_sign_in_attempts_try_again_later',
            }),
            { status: 429, headers: { 'content-type': 'application/json' } },
          ),
      ),
    );
    await expect(signIn(credentials, null)).rejects.toMatchObject({
      message: 'Too many failed sign in attempts try again later',
    });
    expect(getSession().isAuthenticated).toBe(false);
  });
});
