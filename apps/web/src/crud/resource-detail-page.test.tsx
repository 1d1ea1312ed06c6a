import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { wanderPlanResource } from '@wander/contract';
import { destroyDialogs } from '../ui/dialogs';
import { demoProfiles } from '../testing/demo-profiles';
import { mockApi, ok, renderAt, signInAs } from '../testing/render-page';
import { ResourceDetailPage } from './resource-detail-page';

const config = { resource: wanderPlanResource };

function serve() {
  return mockApi((call) => {
    if (call.path === 'product/WanderProductPlan/GetDetail/p1')
      return ok({ id: 'p1', planName: 'Japan', description: 'Tokyo' });
    if (call.method === 'DELETE') return ok(null, 'Delete successfully!');
    if (call.method === 'PUT') return ok({ id: 'p1' }, 'Update successfully!');
    return undefined;
  });
}

async function renderDetail() {
  return renderAt(<ResourceDetailPage config={config} />, {
    path: '/setup/wander-plan-detail/p1',
    pattern: '/setup/wander-plan-detail/:id',
    others: [{ path: '/setup/wander-plan-list', element: <p>the list</p> }],
  });
}

afterEach(async () => {
  await destroyDialogs();
  cleanup();
  vi.unstubAllGlobals();
});

describe('generic detail page', () => {
  it('shows the record read-only with Edit and Delete, then Save and Cancel in edit mode', async () => {
    signInAs(demoProfiles.admin);
    serve();
    await renderDetail();
    expect(await screen.findByText('Tokyo')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    });
    // Edit mode loads the form's chunk: on a busy 2-core machine that takes more than 1 s.
    expect(await screen.findByRole('button', { name: 'Save' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    });
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  it("asks 'Are you sure to delete?' and deletes only on Yes", async () => {
    signInAs(demoProfiles.admin);
    const calls = serve();
    const router = await renderDetail();
    await screen.findByText('Tokyo');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    });
    expect((await screen.findAllByText('Are you sure to delete?')).length).toBeGreaterThan(0);
    await act(async () => {
      fireEvent.click(screen.getAllByRole('button', { name: 'No' }).at(-1)!);
    });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    // The closing question may still be in the page (its animation): Yes of the new one, the one
    // that was not there before (a busy machine's gate once clicked the closing one's).
    const before = new Set(screen.queryAllByRole('button', { name: 'Yes', hidden: true }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    });
    let yes: HTMLElement | undefined;
    await waitFor(() => {
      yes = screen.getAllByRole('button', { name: 'Yes' }).find((b) => !before.has(b));
      expect(yes).toBeDefined();
    });
    await act(async () => {
      fireEvent.click(yes!);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/setup/wander-plan-list'));
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('product/WanderProductPlan/p1');
  });

  it('hides Edit and Delete without the permissions', async () => {
    signInAs({
      ...demoProfiles.agent,
      permissions: [{ resourceName: 'product/WanderProductPlan', permission: 'View' }],
    });
    serve();
    await renderDetail();
    await screen.findByText('Tokyo');
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});
