import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UsageNotificationPath } from '@wander/contract';
import { destroyDialogs } from '../ui/dialogs';
import { demoProfiles } from '../testing/demo-profiles';
import { mockApi, ok, renderAt, signInAs } from '../testing/render-page';
import { ResourceEditPage } from './resource-edit-page';
import { crudConfigOf } from './setup-usage-catalog';

const SLOW = { timeout: 5000 };
const config = crudConfigOf('/setup/usage-notification')!;
const groupRule = {
  id: 'r1',
  ruleName: 'Corporate at 90%',
  appliesTo: 'CustomerGroup',
  customerGroupId: 'b3f1c0de-0000-4000-8000-000000000009',
  customerEntityCode: null,
  usagePercent: 90,
  expiryDays: null,
  isActive: true,
};

afterEach(async () => {
  await destroyDialogs();
  cleanup();
  vi.unstubAllGlobals();
});

describe('usage notification form', () => {
  it('starts a new rule at 80 % for all customers, without group or customer lists', async () => {
    signInAs(demoProfiles.distributor);
    const calls = mockApi(() => undefined);
    await renderAt(<ResourceEditPage config={config} />, {
      path: '/setup/usage-notification-new',
      pattern: '/setup/usage-notification-new',
    });
    const percent = (await screen.findByLabelText('Usage %', {}, SLOW)) as HTMLInputElement;
    expect(percent.value).toBe('80');
    expect(screen.getByText('All Customers')).toBeTruthy();
    expect(calls.map((c) => c.path)).not.toContain(UsageNotificationPath.customerGroupOptions);
    expect(calls.map((c) => c.path)).not.toContain(UsageNotificationPath.customerOptions);
  });

  it("offers the distributor's groups for a group rule", async () => {
    signInAs(demoProfiles.distributor);
    const calls = mockApi((call) => {
      if (call.path === 'customer/UsageNotification/GetDetail/r1') return ok(groupRule);
      if (call.path === UsageNotificationPath.customerGroupOptions)
        return ok([{ label: 'Corporate', value: groupRule.customerGroupId }]);
      return undefined;
    });
    await renderAt(<ResourceEditPage config={config} />, {
      path: '/setup/usage-notification-edit/r1',
      pattern: '/setup/usage-notification-edit/:id',
    });
    expect(await screen.findByText('Corporate', {}, SLOW)).toBeTruthy();
    await waitFor(() =>
      expect(calls.map((c) => c.path)).toContain(UsageNotificationPath.customerGroupOptions),
    );
    expect(calls.map((c) => c.path)).not.toContain(UsageNotificationPath.customerOptions);
  });
});
