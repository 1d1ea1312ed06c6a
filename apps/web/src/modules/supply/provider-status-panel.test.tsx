import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { destroyDialogs } from '../../ui/dialogs';
import { demoProfiles } from '../../testing/demo-profiles';
import { mockApi, ok, renderAt, signInAs } from '../../testing/render-page';
import { ProviderStatusPanel } from './provider-status-panel';
import type { TestConnectionResult } from '@wander/contract';
import type { ProviderRow } from './supply-calls';

const ROW: ProviderRow = {
  id: 'pv1',
  providerName: 'Demo Supplier',
  kind: 'demo',
  apiBaseUrl: null,
  credentialsHint: '••••abcd',
  balance: 1234.5,
  balanceCurrency: 'USD',
  topUpMarginPercent: 25,
  lowBalance: 100,
  lastSyncAt: null,
  lastSyncStatus: null,
  lastSyncMessage: null,
  syncDone: 0,
  syncTotal: 0,
  isActive: true,
};

const render = () =>
  renderAt(<ProviderStatusPanel id="pv1" editing={false} />, {
    path: '/setup/provider-detail/pv1',
    pattern: '/setup/provider-detail/:id',
  });

afterEach(async () => {
  await destroyDialogs();
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// A button that was busy keeps its leaving spinner's label in its name ('loading Test connection').
const click = (name: string) =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`${name}$`) }));
  });

/** The value cell beside a label of the panel's descriptions. */
const valueOf = (label: string) =>
  screen.getByText(label).closest('tr')?.querySelector('td')?.textContent;

describe("provider detail's account panel", () => {
  it('shows the balance with its currency and the credentials hint, never a secret', async () => {
    signInAs(demoProfiles.admin);
    mockApi((call) => (call.path === 'product/Providers/GetDetail/pv1' ? ok(ROW) : undefined));
    await render();
    await screen.findByText('Balance');
    expect(valueOf('Balance')).toBe('USD 1,234.50');
    expect(valueOf('Low Balance Alert')).toBe('USD 100.00');
    expect(valueOf('Credentials')).toBe('••••abcd');
    expect(valueOf('Last Sync')).toBe('Never synced');
  });

  it("shows the account's own webhook URL, read-only, with Copy; none for the Demo Supplier", async () => {
    signInAs(demoProfiles.admin);
    const url = `https://portal.example/api/product/Providers/Webhook/esim-access/${'ab'.repeat(32)}`;
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    let kind = 'esim-access';
    mockApi((call) => {
      if (call.path === 'product/Providers/GetDetail/pv1') return ok({ ...ROW, kind });
      if (call.path === 'product/Providers/WebhookUrl/pv1') {
        return ok({ webhookUrl: kind === 'demo' ? null : url });
      }
      return undefined;
    });
    await render();
    await waitFor(() => expect(valueOf('Webhook URL')).toContain(url));
    expect(screen.queryByRole('textbox', { name: /webhook/i })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy Webhook URL' }));
    });
    expect(writeText).toHaveBeenCalledWith(url);

    cleanup();
    kind = 'demo';
    await render();
    await waitFor(() => expect(valueOf('Webhook URL')).toContain('this provider sends no notices'));
  });

  it("tests the connection: 'Connection successful' with the balance, or the provider's error", async () => {
    signInAs(demoProfiles.admin);
    let answer: TestConnectionResult = { ok: true, message: 'OK', balance: 99.9, currency: 'USD' };
    const calls = mockApi((call) => {
      if (call.path === 'product/Providers/GetDetail/pv1') return ok(ROW);
      if (call.path === 'product/Providers/TestConnection/pv1') return ok(answer);
      return undefined;
    });
    await render();
    await screen.findByText('Credentials');
    await click('Test connection');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Connection successful');
    expect(alert.textContent).toContain('Balance: USD 99.90');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);

    answer = { ok: false, message: 'Invalid client secret', balance: null, currency: null };
    await click('Test connection');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Invalid client secret'),
    );
    expect(screen.getByRole('alert').textContent).not.toContain('Connection successful');
  });

  it('syncs after the confirmation, polling the progress every second until it ends', async () => {
    signInAs(demoProfiles.admin);
    const progress = [
      { ...ROW, lastSyncStatus: 'Running', syncDone: 40, syncTotal: 160 },
      {
        ...ROW,
        lastSyncStatus: 'Succeeded',
        lastSyncAt: '2026-11-27T10:00:00.000Z',
        lastSyncMessage: '160 packages, 3 costs changed',
        syncDone: 160,
        syncTotal: 160,
      },
    ];
    let reads = 0;
    const calls = mockApi((call) => {
      if (call.path === 'product/Providers/GetDetail/pv1') {
        reads += 1;
        // The first read is the page's; the later ones are the polls.
        return ok(reads === 1 ? ROW : (progress[reads - 2] ?? progress[1]));
      }
      if (call.path === 'product/Providers/Sync/pv1')
        return ok({ ...ROW, lastSyncStatus: 'Running', syncDone: 0, syncTotal: 160 });
      return undefined;
    });
    await render();
    await screen.findByText('Credentials');
    await click('Sync now');
    // The confirmation's chunk loads on the first dialog: slow on a busy machine.
    expect(
      (await screen.findAllByText('Sync Demo Supplier now?', {}, { timeout: 10_000 })).length,
    ).toBeGreaterThan(0);
    const yes = (await screen.findAllByRole('button', { name: 'Yes' })).at(-1)!;
    await act(async () => {
      fireEvent.click(yes);
    });
    await waitFor(() =>
      expect(
        calls.some((c) => c.method === 'POST' && c.path === 'product/Providers/Sync/pv1'),
      ).toBe(true),
    );
    // Right after the start: the answer's row, Running, 0 of 160.
    expect(await screen.findByText('0 of 160 packages')).toBeTruthy();
    expect(screen.getByRole('progressbar')).toBeTruthy();
    // One second later the poll answers 40 of 160 (25 %), then the end.
    expect(await screen.findByText('40 of 160 packages', {}, { timeout: 3000 })).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Sync progress' }) as HTMLProgressElement;
    expect([bar.value, bar.max]).toEqual([40, 160]);
    const result = await screen.findByText('Sync succeeded', {}, { timeout: 3000 });
    expect(result.closest('[role="alert"]')?.textContent).toContain(
      '160 packages, 3 costs changed',
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(valueOf('Last Sync')).toContain('Succeeded');
    // Polling stopped with the end.
    const readsAtEnd = reads;
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(reads).toBe(readsAtEnd);
  });

  it('hides Test connection and Sync now without the Update permission', async () => {
    signInAs({
      ...demoProfiles.distributor,
      permissions: [{ resourceName: 'product/Providers', permission: 'View' }],
    });
    mockApi((call) => (call.path === 'product/Providers/GetDetail/pv1' ? ok(ROW) : undefined));
    await render();
    await screen.findByText('Credentials');
    expect(screen.queryByRole('button', { name: 'Test connection' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sync now' })).toBeNull();
  });
});
