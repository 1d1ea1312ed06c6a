import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GoalProgressPage } from '@wander/contract';
import { demoProfiles } from '../../testing/demo-profiles';
import { mockApi, ok, renderAt, signInAs } from '../../testing/render-page';
import { ConsumerGoalProgressPanel } from './consumer-goal-progress-panel';

const PATH = 'customer/ConsumerUpgradeGoal/SearchProgress/g1';

const page = (pageIndex: number): GoalProgressPage => ({
  currency: 'MYR',
  spendTarget: 300,
  periodDays: 90,
  items:
    pageIndex === 1
      ? [
          {
            consumerId: 'c1',
            name: 'Aiko Tanaka',
            email: 'aiko@example.com',
            consumerGroupName: 'Frequent Flyer',
            spent: 1350.5,
            percent: 450.1,
            reachedAt: '2026-11-20T08:00:00.000Z',
          },
          {
            consumerId: 'c2',
            name: 'Ben Lim',
            email: 'ben@example.com',
            consumerGroupName: 'Explorer',
            spent: 150,
            percent: 50,
            reachedAt: null,
          },
        ]
      : [
          {
            consumerId: 'c3',
            name: 'Cleo Ng',
            email: 'cleo@example.com',
            consumerGroupName: null,
            spent: 20,
            percent: 6.6,
            reachedAt: null,
          },
        ],
  pageCount: 2,
  totalCount: 12,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const render = () =>
  renderAt(<ConsumerGoalProgressPanel id="g1" editing />, {
    path: '/setup/consumer-goal-edit/g1',
    pattern: '/setup/consumer-goal-edit/:id',
  });

describe("an upgrade goal's progress table", () => {
  it('shows the consumers with their spend, the percentage and when they reached the goal', async () => {
    signInAs(demoProfiles.distributor);
    const calls = mockApi((call) =>
      call.path === PATH ? ok(page((call.body as { pageIndex: number }).pageIndex)) : undefined,
    );
    await render();
    const table = await screen.findByRole('table', { name: 'Progress' });
    const aiko = within(table).getByRole('row', { name: /Aiko Tanaka/ });
    expect(aiko.textContent).toContain('MYR 1,350.50');
    expect(aiko.textContent).toContain('450.1 %');
    expect(aiko.textContent).toMatch(/2026-11-20 \d\d:00:00/);
    const ben = within(table).getByRole('row', { name: /Ben Lim/ });
    expect(ben.textContent).toContain('MYR 150.00');
    expect(ben.textContent).toContain('50.0 %');
    expect(within(ben).getByLabelText('Ben Lim: 50.0 %')).toHaveProperty('value', 50);
    expect(within(aiko).getByLabelText('Aiko Tanaka: 450.1 %')).toHaveProperty('value', 100);
    expect(screen.getByText('Paid orders in the last 90 days towards MYR 300.00')).toBeTruthy();
    expect(screen.getByText(/12 items · page 1 of 2/)).toBeTruthy();
    expect(calls[0]).toMatchObject({ method: 'POST', body: { pageIndex: 1, pageSize: 10 } });

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('row', { name: /Cleo Ng/ })).toBeTruthy();
    expect(screen.queryByRole('row', { name: /Aiko Tanaka/ })).toBeNull();
    expect(calls.at(-1)?.body).toEqual({ pageIndex: 2, pageSize: 10 });
  });

  it("says 'No Data...' while no consumer has spent in the period", async () => {
    signInAs(demoProfiles.distributor);
    mockApi((call) =>
      call.path === PATH ? ok({ ...page(1), items: [], pageCount: 0, totalCount: 0 }) : undefined,
    );
    await render();
    expect(await screen.findByText('No Data...')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
