import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@wander/contract';
import { companyInfoOf, demoProfiles } from '../../testing/demo-profiles';
import { appRoutes, sectionDiscovery } from '../router';
import { sessionActions } from '../../lib/session/session';
import { setupRedirect } from '../../lib/routes/guards';

describe('setup guard', () => {
  const info = companyInfoOf(demoProfiles.newdistributor.companies[0]);
  const stored = { code: info.entityCode, name: info.companyName, info };

  it('sends a company admin with incomplete setup to the company setup steps', () => {
    expect(setupRedirect(demoProfiles.newdistributor, stored, '/', '')).toBe(
      '/general/company-detail?showSteps=true&edit=true',
    );
    expect(setupRedirect(demoProfiles.newdistributor, stored, '/setup/product-list', '')).toBe(
      '/general/company-detail?showSteps=true&edit=true',
    );
  });

  it('lets the steps, the company detail and the profile through', () => {
    const p = demoProfiles.newdistributor;
    expect(setupRedirect(p, stored, '/setup/product-list', '?showSteps=true')).toBeNull();
    expect(setupRedirect(p, stored, '/general/company-detail', '')).toBeNull();
    expect(setupRedirect(p, stored, '/profile', '')).toBeNull();
  });

  it('leaves set-up companies and other roles alone', () => {
    const done = { ...stored, info: { ...info, isSetupFully: true } };
    expect(setupRedirect(demoProfiles.newdistributor, done, '/', '')).toBeNull();
    expect(setupRedirect(demoProfiles.customer, stored, '/', '')).toBeNull();
  });
});

function signInAs(profile: Profile) {
  sessionActions.signedIn(
    { access_token: 'a', refresh_token: 'r', token_type: 'Bearer', expires_in: 900, scope: '' },
    false,
  );
  sessionActions.profileLoaded(profile);
  const first = profile.companies[0];
  if (first) {
    sessionActions.companySelected(first.entityCode, first.companyName);
    sessionActions.companyInfoLoaded(companyInfoOf(first));
  }
}

async function open(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path], ...sectionDiscovery() });
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  return router;
}

describe('routing guards', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    sessionActions.signedOut();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('{"statusCode":0,"message":null,"data":null}', {
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sends a visitor to sign-in and remembers where they were going', async () => {
    const router = await open('/setup/wander-plan-list?x=1');
    expect(
      // The first lazy page of the file imports antd cold: seconds on a loaded 2-core machine.
      await screen.findByRole('button', { name: 'Login Now' }, { timeout: 12_000 }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(router.state.location.state).toEqual({ from: '/setup/wander-plan-list?x=1' });
  });

  it('redirects unknown paths to the root', async () => {
    signInAs(demoProfiles.distributor);
    const router = await open('/no/such/page');
    // The dashboard greets by name, then the working company's name.
    await screen.findByText(/^Welcome, distributor Demo/, undefined, { timeout: 12_000 });
    expect(router.state.location.pathname).toBe('/');
  });

  it('refuses a route whose roles list the user does not meet', async () => {
    signInAs(demoProfiles.agent);
    await open('/admin/roles');
    expect(await screen.findByText('You are not allowed to open this page.')).toBeTruthy();
  });

  it('lets a platform admin through every roles list', async () => {
    signInAs(demoProfiles.admin);
    await open('/admin/roles');
    expect(await screen.findByRole('heading', { name: 'Roles' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText('You are not allowed to open this page.')).toBeNull();
  });

  it('guides a company admin with incomplete setup to the company setup steps', async () => {
    signInAs(demoProfiles.newdistributor);
    const router = await open('/');
    await screen.findByText('Company Details', {
      selector: '.setup-steps li',
    });
    expect(router.state.location.pathname).toBe('/general/company-detail');
    expect(router.state.location.search).toBe('?showSteps=true&edit=true');
  });
});
