import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currencyResource, locationResource, wanderPlanResource } from '@wander/contract';
import { destroyDialogs } from '../ui/dialogs';
import { demoProfiles } from '../testing/demo-profiles';
import { mockApi, ok, renderAt, signInAs } from '../testing/render-page';
import type { CrudConfig } from './crud-types';
import { ResourceEditPage } from './resource-edit-page';

const plan: CrudConfig = { resource: wanderPlanResource };

async function renderEdit(path: string, config = plan) {
  const base = config.resource.route;
  return renderAt(<ResourceEditPage config={config} />, {
    path,
    pattern: path.includes('-edit/') ? `${base}-edit/:id` : `${base}-new`,
    others: [{ path: `${base}-list`, element: <p>the list</p> }],
  });
}

afterEach(async () => {
  await destroyDialogs();
  cleanup();
  vi.unstubAllGlobals();
});

describe('generic edit page', () => {
  it('shows the contract messages only after a field was touched', async () => {
    signInAs(demoProfiles.admin);
    const calls = mockApi(() => undefined);
    await renderEdit('/setup/wander-plan-new');
    const name = screen.getByLabelText('Plan Name');
    expect(screen.queryByText('Plan Name is required')).toBeNull();
    await act(async () => {
      fireEvent.blur(name);
    });
    expect(await screen.findByText('Plan Name is required')).toBeTruthy();
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Description'), {
        target: { value: 'x'.repeat(513) },
      });
    });
    expect(
      await screen.findByText('Description should have maximum of 512 characters'),
    ).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('puts server field errors on their fields', async () => {
    signInAs(demoProfiles.admin);
    mockApi((call) =>
      call.method === 'POST'
        ? {
            status: 409,
            body: {
              statusCode: 409,
              code: 'CONFLICT',
              message: 'Plan exists',
              errors: { PlanName: ['Plan Name already exists', 'second'] },
            },
          }
        : undefined,
    );
    await renderEdit('/setup/wander-plan-new');
    fireEvent.change(screen.getByLabelText('Plan Name'), { target: { value: 'Japan' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(await screen.findByText('Plan Name already exists')).toBeTruthy();
    expect(screen.queryByText('second')).toBeNull();
  });

  it('shows a form-level error above the submit button', async () => {
    signInAs(demoProfiles.admin);
    mockApi(() => ({ status: 403, body: { statusCode: 403, message: 'You may not do this' } }));
    await renderEdit('/setup/wander-plan-new');
    fireEvent.change(screen.getByLabelText('Plan Name'), { target: { value: 'Japan' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect((await screen.findByRole('alert')).textContent).toBe('You may not do this');
  });

  it('updates exactly the schema fields, says so and goes back to the list', async () => {
    signInAs(demoProfiles.admin);
    const calls = mockApi((call) => {
      if (call.path === 'product/WanderProductPlan/GetDetail/p1')
        return ok({ id: 'p1', planName: 'Japan', description: null });
      if (call.method === 'PUT') return ok({ id: 'p1' }, 'Update successfully!');
      return undefined;
    });
    const router = await renderEdit('/setup/wander-plan-edit/p1');
    const name = await screen.findByDisplayValue('Japan');
    fireEvent.change(name, { target: { value: 'Japan Plus' } });
    await act(async () => {
      fireEvent.submit(name.closest('form')!);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/setup/wander-plan-list'));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe('product/WanderProductPlan/p1');
    expect(put?.body).toEqual({ planName: 'Japan Plus', description: null });
    expect(await screen.findByText('Update successfully!')).toBeTruthy();
  });

  it('does not send a field that is read-only on edit and outside the update (a location code)', async () => {
    signInAs(demoProfiles.admin);
    const calls = mockApi((call) => {
      if (call.path === 'product/Location/GetDetail/l1')
        return ok({
          id: 'l1',
          locationCode: 'KL-A-01-01-01',
          description: null,
          locationUnitId: null,
          isActive: true,
        });
      if (call.method === 'PUT') return ok({ id: 'l1' }, 'Update successfully!');
      return undefined;
    });
    await renderEdit('/setup/location-edit/l1', { resource: locationResource });
    expect(((await screen.findByDisplayValue('KL-A-01-01-01')) as HTMLInputElement).disabled).toBe(
      true,
    );
    const description = screen.getByLabelText('Description');
    fireEvent.change(description, { target: { value: 'Returns shelf' } });
    await act(async () => {
      fireEvent.submit(description.closest('form')!);
    });
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      description: 'Returns shelf',
      locationUnitId: null,
      isActive: true,
    });
  });

  it('hides the required mark on a read-only field and sorts select options by label', async () => {
    signInAs(demoProfiles.admin);
    mockApi((call) =>
      call.path === 'network/Currency/GetDetail/c1'
        ? ok({
            id: 'c1',
            currencyCode: 'MYR',
            currencyName: 'Ringgit',
            symbol: 'RM',
            decimalPlaces: 2,
            isActive: true,
          })
        : undefined,
    );
    await renderEdit('/general/currency-edit/c1', { resource: currencyResource });
    const code = await screen.findByDisplayValue('MYR');
    expect((code as HTMLInputElement).disabled).toBe(true);
    const codeLabel = document.querySelector('label[for="currencyCode"]');
    const nameLabel = document.querySelector('label[for="currencyName"]');
    expect(codeLabel?.className).not.toContain('ant-form-item-required');
    expect(nameLabel?.className).toContain('ant-form-item-required');
  });

  it('sends one create for a double click or Enter again while saving (issue 37, item 15: no false "already exists")', async () => {
    signInAs(demoProfiles.admin);
    let created = 0;
    const calls = mockApi((call) => {
      if (call.method !== 'POST' || call.path !== 'product/WanderProductPlan') return undefined;
      created += 1;
      return created === 1
        ? ok({ id: 'p1', planName: 'Japan', description: null }, 'Create successfully!')
        : {
            status: 409,
            body: {
              statusCode: 409,
              message: 'Plan exists',
              errors: { PlanName: ['Plan Name already exists'] },
            },
          };
    });
    // The network takes its time, as it does for a real user.
    const answer = globalThis.fetch;
    const sent: string[] = [];
    vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
      sent.push(`${args[1]?.method ?? 'GET'} ${String(args[0])}`);
      await new Promise((resolve) => setTimeout(resolve, 600));
      return answer(...args);
    });
    const router = await renderEdit('/setup/wander-plan-new');
    fireEvent.change(screen.getByLabelText('Plan Name'), { target: { value: 'Japan' } });
    const save = screen.getByRole('button', { name: 'Save' });
    const form = save.closest('form')!;
    const pause = () => new Promise((resolve) => setTimeout(resolve, 150));
    // Save, then Enter in a field and another click while the first save is on its way.
    fireEvent.click(save);
    await pause();
    fireEvent.submit(form);
    await pause();
    fireEvent.click(save);
    await pause();
    fireEvent.submit(form);
    await waitFor(() => expect(router.state.location.pathname).toBe('/setup/wander-plan-list'));
    expect(sent.filter((c) => c.startsWith('POST'))).toHaveLength(1);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(screen.queryByText('Plan Name already exists')).toBeNull();
  });
});
