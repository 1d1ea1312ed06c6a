import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RoleRow } from '@wander/contract';
import { destroyDialogs } from '../../ui/dialogs';
import { demoProfiles } from '../../testing/demo-profiles';
import { mockApi, ok, renderAt, signInAs, type SeenCall } from '../../testing/render-page';
import { RolesPage } from './roles-page';

let roles: RoleRow[];
let calls: SeenCall[];

beforeEach(() => {
  roles = [
    { id: 'r1', name: 'DmsAdmin', isSystem: true, twoFactorRequired: true, userCount: 1 },
    { id: 'r2', name: 'Field Sales', isSystem: false, twoFactorRequired: false, userCount: 2 },
  ];
  signInAs(demoProfiles.admin);
  calls = mockApi((call) => {
    if (call.path === 'admin/Roles' && call.method === 'GET') return ok(roles);
    if (call.path === 'admin/Roles' && call.method === 'POST') {
      const { name } = call.body as { name: string };
      if (roles.some((r) => r.name === name))
        return {
          status: 409,
          body: {
            statusCode: 409,
            message: 'This record already exists',
            errors: { name: ['Role Name already exists'] },
          },
        };
      roles = [
        ...roles,
        { id: 'r3', name, isSystem: false, twoFactorRequired: false, userCount: 0 },
      ];
      return ok(null, 'Create successfully!');
    }
    if (call.path === 'admin/Roles/TwoFactorRequired' && call.method === 'PUT') {
      const body = call.body as { name: string; twoFactorRequired: boolean };
      roles = roles.map((r) =>
        r.name === body.name ? { ...r, twoFactorRequired: body.twoFactorRequired } : r,
      );
      return ok(null, 'Update successfully!');
    }
    if (call.path.startsWith('admin/Roles/') && call.method === 'DELETE') {
      roles = roles.filter((r) => `admin/Roles/${encodeURIComponent(r.name)}` !== call.path);
      return ok(null, 'Delete successfully!');
    }
    return undefined;
  });
});

afterEach(async () => {
  await destroyDialogs();
  cleanup();
  vi.unstubAllGlobals();
});

const open = () => renderAt(<RolesPage />, { path: '/admin/roles', pattern: '/admin/roles' });
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;
const buttonIn = (row: HTMLElement, name: string) =>
  [...row.querySelectorAll('button')].find((b) => b.textContent === name)!;

describe('roles page', () => {
  it('shows and changes whether a role requires two-factor sign-in', async () => {
    await open();
    const dms = await screen.findByRole('switch', {
      name: 'Two-factor sign-in required for DmsAdmin',
    });
    expect(dms.getAttribute('aria-checked')).toBe('true');
    const sales = screen.getByRole('switch', {
      name: 'Two-factor sign-in required for Field Sales',
    });
    expect(sales.getAttribute('aria-checked')).toBe('false');
    await act(async () => {
      fireEvent.click(sales);
    });
    const put = calls.find((c) => c.path === 'admin/Roles/TwoFactorRequired');
    expect(put?.body).toEqual({ name: 'Field Sales', twoFactorRequired: true });
    await waitFor(() =>
      expect(
        screen
          .getByRole('switch', { name: 'Two-factor sign-in required for Field Sales' })
          .getAttribute('aria-checked'),
      ).toBe('true'),
    );
  });

  it('lists roles with their user counts; built-in roles cannot be renamed or deleted', async () => {
    await open();
    const builtIn = await rowOf('DmsAdmin');
    const custom = await rowOf('Field Sales');
    expect(builtIn.textContent).toContain('Built-in');
    expect(custom.textContent).toContain('Custom');
    expect(custom.textContent).toContain('2');
    expect(buttonIn(builtIn, 'Rename').disabled).toBe(true);
    expect(buttonIn(builtIn, 'Delete').disabled).toBe(true);
    expect(buttonIn(custom, 'Rename').disabled).toBe(false);
    expect(buttonIn(custom, 'Delete').disabled).toBe(false);
  });

  it('adds a role, showing the rule and the server field error first', async () => {
    await open();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'New' })));
    const input = await screen.findByLabelText('Role Name');
    await act(async () => fireEvent.change(input, { target: { value: '9 lives' } }));
    expect(
      await screen.findByText(
        'Role Name should start with a letter and have only letters, digits, spaces, _ and -',
      ),
    ).toBeTruthy();

    await act(async () => fireEvent.change(input, { target: { value: 'Field Sales' } }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(await screen.findByText('Role Name already exists')).toBeTruthy();

    await act(async () => fireEvent.change(input, { target: { value: 'Key Accounts' } }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(await screen.findByText('Create successfully!')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { name: 'Field Sales' },
      { name: 'Key Accounts' },
    ]);
    await waitFor(() => expect(screen.getByText('Key Accounts')).toBeTruthy());
  });

  it('deletes a custom role by name after the confirmation', async () => {
    await open();
    const custom = await rowOf('Field Sales');
    await act(async () => fireEvent.click(buttonIn(custom, 'Delete')));
    expect((await screen.findAllByText('Are you sure to delete?')).length).toBeGreaterThan(0);
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes' })));
    expect(await screen.findByText('Delete successfully!')).toBeTruthy();
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('admin/Roles/Field%20Sales');
    await waitFor(() => expect(screen.queryByText('Field Sales')).toBeNull());
  });
});
