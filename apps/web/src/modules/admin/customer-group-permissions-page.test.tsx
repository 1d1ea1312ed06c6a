import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { destroyDialogs } from '../../ui/dialogs';
import { demoProfiles } from '../../testing/demo-profiles';
import { mockApi, ok, renderAt, signInAs } from '../../testing/render-page';
import { CustomerGroupPermissionsPage, groupOptions } from './customer-group-permissions-page';

const group = (id: string, name: string, entityCode: string, companyName: string) => ({
  id,
  name,
  entityCode,
  companyName,
});

afterEach(async () => {
  await destroyDialogs();
  cleanup();
  vi.unstubAllGlobals();
});

describe('Customer Permissions', () => {
  it('shows the distributors’ groups to the platform admin, named with their company', async () => {
    signInAs(demoProfiles.admin);
    mockApi((call) =>
      call.path === 'admin/Permissions/GetCustomerGroupPermissions'
        ? ok({
            customerGroups: [
              group('g2', 'Retail', 'DIST001', 'Globetrek Travel'),
              group('g1', 'Corporate', 'DIST001', 'Globetrek Travel'),
              group('g3', 'Corporate', 'DIST002', 'Nomad Connect'),
            ],
            resources: [{ resourceName: 'network/Currency', label: 'Currency', actions: ['View'] }],
            grants: [
              { customerGroupId: 'g1', resourceName: 'network/Currency', permission: 'View' },
            ],
          })
        : undefined,
    );
    await renderAt(<CustomerGroupPermissionsPage />, {
      path: '/admin/customer-group-permissions',
      pattern: '/admin/customer-group-permissions',
    });
    expect(await screen.findByRole('checkbox', { name: 'Currency View' })).toBeTruthy();
    expect(screen.queryByText('There are no customer groups yet.')).toBeNull();
    // The first group by name is chosen, with its grants ticked.
    expect(screen.getByText('Corporate (Globetrek Travel)')).toBeTruthy();
    expect(
      (screen.getByRole('checkbox', { name: 'Currency View' }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('names groups alone when they are one company’s', () => {
    expect(
      groupOptions([group('b', 'Retail', 'DIST001', 'G'), group('a', 'Corporate', 'DIST001', 'G')]),
    ).toEqual([
      { label: 'Corporate', value: 'a' },
      { label: 'Retail', value: 'b' },
    ]);
  });
});
