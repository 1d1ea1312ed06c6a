import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PermissionMatrix } from '@wander/contract';
import { destroyDialogs } from '../../ui/dialogs';
import { demoProfiles } from '../../testing/demo-profiles';
import { mockApi, ok, renderAt, signInAs } from '../../testing/render-page';
import { PermissionsPage } from './permissions-page';

const matrix: PermissionMatrix = {
  roles: [
    { roleName: 'DmsAdmin', isSystem: true, editable: false },
    { roleName: 'CompanyOperator', isSystem: true, editable: true },
  ],
  resources: [
    { resourceName: 'network/Currency', label: 'Currency', actions: ['View', 'Create'] },
    { resourceName: 'product/Product', label: 'Product', actions: ['View', 'Update', 'Delete'] },
  ],
  grants: [
    { roleName: 'CompanyOperator', resourceName: 'network/Currency', permission: 'View' },
    { roleName: 'CompanyOperator', resourceName: 'product/Product', permission: 'View' },
    { roleName: 'DmsAdmin', resourceName: 'product/Product', permission: 'Delete' },
  ],
};

afterEach(async () => {
  await destroyDialogs();
  cleanup();
  vi.unstubAllGlobals();
});

describe('permission matrix', () => {
  it('saves the whole role after a checkbox was toggled', async () => {
    signInAs(demoProfiles.admin);
    const calls = mockApi((call) => {
      if (call.path === 'admin/Permissions' && call.method === 'GET') return ok(matrix);
      if (call.method === 'PUT') return ok(null, 'Update successfully!');
      return undefined;
    });
    await renderAt(<PermissionsPage />, {
      path: '/admin/permissions',
      pattern: '/admin/permissions',
    });
    const update = await screen.findByRole('checkbox', { name: 'Product Update' });
    expect(
      (screen.getByRole('checkbox', { name: 'Currency View' }) as HTMLInputElement).checked,
    ).toBe(true);
    await act(async () => {
      fireEvent.click(update);
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      roles: [
        {
          roleName: 'CompanyOperator',
          permissions: [
            { resourceName: 'network/Currency', permission: 'View' },
            { resourceName: 'product/Product', permission: 'View' },
            { resourceName: 'product/Product', permission: 'Update' },
          ],
        },
      ],
    });
  });

  it('shows a role that cannot be edited read-only, without Save', async () => {
    signInAs(demoProfiles.admin);
    mockApi((call) => (call.path === 'admin/Permissions' ? ok(matrix) : undefined));
    await renderAt(<PermissionsPage />, {
      path: '/admin/permissions',
      pattern: '/admin/permissions',
    });
    await screen.findByRole('checkbox', { name: 'Product Update' });
    await act(async () => {
      fireEvent.mouseDown(screen.getByRole('combobox'));
    });
    await act(async () => {
      fireEvent.click(await screen.findByTitle('DmsAdmin (read-only)'));
    });
    const del = await screen.findByRole('checkbox', { name: 'Product Delete' });
    await waitFor(() => expect((del as HTMLInputElement).checked).toBe(true));
    expect((del as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
