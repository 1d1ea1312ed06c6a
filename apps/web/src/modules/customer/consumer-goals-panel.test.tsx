import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConsumerProgress, Profile } from '@wander/contract';
import { demoProfiles } from '../../testing/demo-profiles';
import { mockApi, ok, renderAt, signInAs } from '../../testing/render-page';
import { ConsumerGoalsPanel } from './consumer-goals-panel';

const PATH = 'customer/ConsumerUpgradeGoal/GetProgress/c1';
const PROGRESS: ConsumerProgress = {
  consumerId: 'c1',
  name: 'Aiko Tanaka',
  consumerGroupName: 'Frequent Flyer',
  currency: 'MYR',
  goals: [
    {
      goalId: 'g1',
      name: 'Frequent Flyer: spend 300.00 in 90 days',
      consumerGroupName: 'Frequent Flyer',
      periodDays: 90,
      spendTarget: 300,
      spent: 350,
      percent: 116.6,
      reachedAt: '2026-11-20T08:00:00.000Z',
    },
    {
      goalId: 'g2',
      name: 'VIP: spend 800.00 in 180 days',
      consumerGroupName: 'VIP',
      periodDays: 180,
      spendTarget: 800,
      spent: 450.5,
      percent: 56.3,
      reachedAt: null,
    },
  ],
};

/** The distributor's admin with the goals' View permission (the demo profile lacks it). */
const withGoals: Profile = {
  ...demoProfiles.distributor,
  permissions: [
    ...demoProfiles.distributor.permissions,
    { resourceName: 'customer/ConsumerUpgradeGoal', permission: 'View' },
  ],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const render = () =>
  renderAt(<ConsumerGoalsPanel id="c1" editing />, {
    path: '/setup/consumer-edit/c1',
    pattern: '/setup/consumer-edit/:id',
  });

describe("a consumer's upgrade goals under its edit page", () => {
  it('shows the spend in each period against the target, the percentage and when reached', async () => {
    signInAs(withGoals);
    mockApi((call) => (call.path === PATH ? ok(PROGRESS) : undefined));
    await render();
    const table = await screen.findByRole('table', { name: 'Upgrade Goals' });
    const ff = await within(table).findByRole('row', { name: /Frequent Flyer: spend/ });
    expect(ff.textContent).toContain('MYR 350.00');
    expect(ff.textContent).toContain('MYR 300.00');
    expect(ff.textContent).toContain('116.6 %');
    expect(ff.textContent).toMatch(/2026-11-20 \d\d:00:00/);
    const vip = within(table).getByRole('row', { name: /VIP: spend/ });
    expect(vip.textContent).toContain('MYR 450.50');
    expect(vip.textContent).toContain('56.3 %');
    expect(within(vip).getByLabelText(/56\.3 %/)).toHaveProperty('value', 56.3);
  });

  it('is not shown, nor asked for, without the permission to view the goals', async () => {
    signInAs(demoProfiles.distributor);
    const calls = mockApi(() => undefined);
    await render();
    expect(screen.queryByRole('table', { name: 'Upgrade Goals' })).toBeNull();
    expect(calls.filter((c) => c.path === PATH)).toEqual([]);
  });
});
