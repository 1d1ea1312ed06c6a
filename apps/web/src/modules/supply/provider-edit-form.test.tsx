import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { crudConfigOf } from '../../app/routes/setup-supply-catalog';
import { ResourceEditPage } from '../../crud/resource-edit-page';
import { destroyDialogs } from '../../ui/dialogs';
import { demoProfiles } from '../../testing/demo-profiles';
import { mockApi, ok, renderAt, signInAs } from '../../testing/render-page';

const KEEP = 'Leave empty to keep the stored credentials';
const config = crudConfigOf('/setup/provider')!;
const ROW = {
  id: 'pv1',
  providerName: 'Demo Supplier',
  kind: 'demo',
  apiBaseUrl: null,
  credentialsHint: '••••abcd',
  balance: null,
  balanceCurrency: null,
  lowBalance: 100,
  lastSyncAt: null,
  lastSyncStatus: null,
  lastSyncMessage: null,
  syncDone: 0,
  syncTotal: 0,
  isActive: true,
};

const render = (path: string, pattern: string) =>
  renderAt(<ResourceEditPage config={config} />, {
    path,
    pattern,
    others: [{ path: '/setup/provider-list', element: <p>the list</p> }],
  });

afterEach(async () => {
  await destroyDialogs();
  cleanup();
  vi.unstubAllGlobals();
});

describe('provider form', () => {
  it('says on edit that empty credentials keep the stored ones, and sends them empty', async () => {
    signInAs(demoProfiles.admin);
    const calls = mockApi((call) => {
      if (call.path === 'product/Providers/GetDetail/pv1') return ok(ROW);
      if (call.method === 'PUT') return ok(ROW, 'Update successfully!');
      return undefined;
    });
    await render('/setup/provider-edit/pv1', '/setup/provider-edit/:id');
    const secret = await screen.findByLabelText('Client Secret / Secret Key');
    expect(secret.getAttribute('placeholder')).toBe(KEEP);
    expect(screen.getByLabelText('Client ID / Access Code').getAttribute('placeholder')).toBe(KEEP);
    expect(screen.getByLabelText('Webhook Secret').getAttribute('placeholder')).toBe(KEEP);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const body = calls.find((c) => c.method === 'PUT')!.body as Record<string, unknown>;
    expect(body.providerName).toBe('Demo Supplier');
    // Empty credentials go as null: the server keeps the stored ones.
    expect(body).toMatchObject({ clientId: null, clientSecret: null, webhookSecret: null });
  });

  it('asks for the credentials on create, without the edit hint', async () => {
    signInAs(demoProfiles.admin);
    mockApi(() => undefined);
    await render('/setup/provider-new', '/setup/provider-new');
    const secret = await screen.findByLabelText('Client Secret / Secret Key');
    expect(secret.getAttribute('placeholder')).not.toBe(KEEP);
  });

  it('takes an optional API address: https, or http on this machine; says what else is wrong', async () => {
    signInAs(demoProfiles.admin);
    const calls = mockApi(() => undefined);
    await render('/setup/provider-new', '/setup/provider-new');
    expect(screen.queryByLabelText('Environment')).toBeNull();
    const address = await screen.findByLabelText('API Address');
    await act(async () => {
      fireEvent.change(address, { target: { value: 'http://airalo.example.com/v2' } });
    });
    expect(
      await screen.findByText(
        'API Address should be an https:// address (http:// only for 127.0.0.1, ::1 or localhost)',
      ),
    ).toBeTruthy();
    await act(async () => {
      fireEvent.change(address, { target: { value: 'http://127.0.0.1:4010/v2' } });
    });
    await waitFor(() =>
      expect(screen.queryByText(/API Address should be an https:\/\/ address/)).toBeNull(),
    );
    // Nothing is saved while the address is wrong (the Kind list is the only call).
    expect(calls.filter((c) => c.path !== 'product/ProviderKinds/GetSelectList')).toHaveLength(0);
  });

  it('offers the kinds the server lists: no Demo Supplier where the server does not allow it', async () => {
    signInAs(demoProfiles.admin);
    const calls = mockApi((call) =>
      call.path === 'product/ProviderKinds/GetSelectList'
        ? ok([
            { value: 'airalo', label: 'Airalo Partner API' },
            { value: 'esim-access', label: 'eSIM Access' },
          ])
        : undefined,
    );
    await render('/setup/provider-new', '/setup/provider-new');
    await act(async () => {
      fireEvent.mouseDown(await screen.findByLabelText('Kind'));
    });
    const option = (label: string) =>
      document.querySelector(`.ant-select-item-option[title="${label}"]`);
    await waitFor(() => expect(option('Airalo Partner API')).toBeTruthy());
    expect(option('eSIM Access')).toBeTruthy();
    expect(option('Demo Supplier')).toBeNull();
    expect(calls.some((c) => c.path === 'product/ProviderKinds/GetSelectList')).toBe(true);
  });
});
