import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { destroyDialogs } from '../../ui/dialogs';
import { demoProfiles } from '../../testing/demo-profiles';
import { mockApi, ok, renderAt, signInAs } from '../../testing/render-page';
import { ResourceListPage } from '../../crud/resource-list-page';
import { crudConfigOf } from '../../app/routes/admin-resource-catalog';
import { updateUserWithRoles } from './user-calls';

const config = crudConfigOf('/admin/user')!;
const user = (id: string, email: string, roleNames: string[]) => ({
  id,
  email,
  userName: email,
  firstName: 'Demo',
  lastName: id,
  isActive: true,
  emailConfirmed: true,
  roleNames,
  entityCodes: ['WANDER'],
});

afterEach(async () => {
  await destroyDialogs();
  cleanup();
  vi.unstubAllGlobals();
});

describe('users (/admin/users)', () => {
  it('lists users from admin/Users/search and deletes the selected ones in one call', async () => {
    signInAs(demoProfiles.admin);
    let users = [
      user('u1', 'ops1@wander.demo', ['OperatorStaff']),
      user('u2', 'ops2@wander.demo', ['CustomerService']),
      user('u3', 'ops3@wander.demo', ['OperatorStaff']),
    ];
    const calls = mockApi((call) => {
      if (call.path === 'admin/Users/search')
        return ok({ items: users, pageCount: 1, totalCount: users.length });
      if (call.path === 'admin/Users/DeleteMany') {
        const ids = (call.body as { userIds: string[] }).userIds;
        users = users.filter((u) => !ids.includes(u.id));
        return ok(null, 'Delete successfully!');
      }
      return undefined;
    });
    await renderAt(<ResourceListPage config={config} />, {
      path: '/admin/users',
      pattern: '/admin/users',
    });
    expect(await screen.findByText('ops2@wander.demo')).toBeTruthy();
    expect(screen.getByText('CustomerService')).toBeTruthy();
    const bulk = screen.getByRole('button', { name: 'Delete Selected' }) as HTMLButtonElement;
    expect(bulk.disabled).toBe(true);

    await act(async () => fireEvent.click(screen.getByRole('checkbox', { name: 'Select row 1' })));
    await act(async () => fireEvent.click(screen.getByRole('checkbox', { name: 'Select row 3' })));
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Delete Selected (2)' })),
    );
    expect((await screen.findAllByText('Are you sure to delete?')).length).toBeGreaterThan(0);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes' })));
    expect(await screen.findByText('Delete successfully!')).toBeTruthy();
    expect(calls.find((c) => c.path === 'admin/Users/DeleteMany')?.body).toEqual({
      userIds: ['u1', 'u3'],
    });
    await waitFor(() => expect(screen.queryByText('ops1@wander.demo')).toBeNull());
    expect(screen.getByText('ops2@wander.demo')).toBeTruthy();
  });

  it('saves an edit as the user (name, active flag) and then the roles, replacing them', async () => {
    signInAs(demoProfiles.admin);
    const calls = mockApi((call) => {
      if (call.path === 'admin/Users/u2' && call.method === 'PUT')
        return ok(user('u2', 'ops2@wander.demo', ['CustomerService']), 'Update successfully!');
      if (call.path === 'admin/UserRoles') return ok(null, 'Update successfully!');
      return undefined;
    });
    const result = await updateUserWithRoles('u2', {
      email: 'ops2@wander.demo',
      firstName: 'Mei',
      lastName: 'Lee',
      isActive: false,
      roleNames: ['OperatorStaff', 'CustomerService'],
    });
    expect(result.message).toBe('Update successfully!');
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['PUT', 'admin/Users/u2', { firstName: 'Mei', lastName: 'Lee', isActive: false }],
      ['PUT', 'admin/UserRoles', { userId: 'u2', roleNames: ['OperatorStaff', 'CustomerService'] }],
    ]);
  });
});
