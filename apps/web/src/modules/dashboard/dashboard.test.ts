import { describe, expect, it } from 'vitest';
import { DASHBOARD_RESOURCE, DashboardAction, type Profile } from '@wander/contract';
import { demoProfiles } from '../../testing/demo-profiles';
import { changeText, figureOf, moneyText } from './dashboard-calls';
import { dashboardGroupOf } from './dashboard-group';
import { dailySeries } from './sales-chart';

const granted = (profile: Profile, ...actions: string[]): Profile => ({
  ...profile,
  permissions: [
    ...profile.permissions,
    ...actions.map((permission) => ({ resourceName: DASHBOARD_RESOURCE, permission })),
  ],
});

describe('which dashboard / shows', () => {
  it('gives each role its group by its grants and the working company', () => {
    const { platform, company, agent, customer } = DashboardAction;
    expect(dashboardGroupOf(demoProfiles.admin, 'platform')).toBe('platform');
    expect(dashboardGroupOf(demoProfiles.admin, 'distributor')).toBe('company');
    expect(dashboardGroupOf(granted(demoProfiles.operator, platform, company), 'platform')).toBe(
      'platform',
    );
    expect(dashboardGroupOf(granted(demoProfiles.distributor, company), 'distributor')).toBe(
      'company',
    );
    expect(dashboardGroupOf(granted(demoProfiles.agent, agent), 'distributor')).toBe('agent');
    expect(dashboardGroupOf(granted(demoProfiles.customer, customer), 'customer')).toBe('customer');
    // A seller's grant in a buyer company shows nothing of a seller.
    expect(dashboardGroupOf(granted(demoProfiles.customer, company), 'customer')).toBeNull();
    expect(dashboardGroupOf(demoProfiles.customer, 'customer')).toBeNull();
    expect(dashboardGroupOf(null, 'platform')).toBeNull();
  });
});

describe('dashboard figures', () => {
  it('formats minor units and the change against the previous period', () => {
    expect(moneyText('MYR', 123450)).toBe('MYR 1,234.50');
    expect(changeText(150, 100)).toBe('+50.0%');
    expect(changeText(75, 100)).toBe('-25.0%');
    expect(changeText(10, 0)).toBe('new');
    expect(changeText(0, 0)).toBe('');
    expect(changeText(5, 5)).toBe('0.0%');
    expect(figureOf([], 'MYR')).toEqual({ currency: 'MYR', currentMinor: 0, previousMinor: 0 });
  });

  it('draws every day of the period, days without sales at zero', () => {
    const range = {
      period: '7d' as const,
      from: '2026-11-19T10:00:00.000Z',
      to: '2026-11-26T10:00:00.000Z',
      previousFrom: '2026-11-12T10:00:00.000Z',
      previousTo: '2026-11-19T10:00:00.000Z',
    };
    const { currencies, x, series } = dailySeries(range, [
      { day: '2026-11-20', currency: 'MYR', salesMinor: 2500, orders: 1 },
      { day: '2026-11-26', currency: 'SGD', salesMinor: 1000, orders: 1 },
    ]);
    expect(currencies).toEqual(['MYR', 'SGD']);
    expect(x).toHaveLength(8);
    expect(series[0]).toEqual([0, 25, 0, 0, 0, 0, 0, 0]);
    expect(series[1]).toEqual([0, 0, 0, 0, 0, 0, 0, 10]);
  });
});
