import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type uPlot from 'uplot';

const made: uPlot.Options[] = [];
vi.mock('uplot', () => {
  class FakePlot {
    static paths = { bars: () => () => null };
    static tzDate = (d: Date) => d;
    constructor(options: uPlot.Options) {
      made.push(options);
    }
    setSize() {}
    destroy() {}
  }
  return { default: FakePlot };
});
vi.mock('uplot/dist/uPlot.min.css', () => ({}));

const { SalesChart, dayLabel, daySplits } = await import('./sales-chart');

const DAY = 86_400;
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 1000;

afterEach(() => {
  cleanup();
  made.length = 0;
});

describe('the sales-by-day chart', () => {
  it('ticks whole days, labelled by date, never hours (issue 26)', () => {
    render(
      <SalesChart
        range={{
          period: '7d',
          from: '2026-11-20T00:00:00.000Z',
          to: '2026-11-26T23:59:59.999Z',
          previousFrom: '2026-11-13T00:00:00.000Z',
          previousTo: '2026-11-19T23:59:59.999Z',
        }}
        daily={[{ day: '2026-11-21', currency: 'MYR', salesMinor: 2500, orders: 1 }]}
      />,
    );
    const axis = made[0].axes![0];
    const fakePlot = { bbox: { width: 800 } } as uPlot;
    // The x scale is padded half a day each side of the period's days.
    const min = day('2026-11-20') - DAY / 2;
    const max = day('2026-11-26') + DAY / 2;
    const splits = (axis.splits as (u: uPlot, i: number, a: number, b: number) => number[])(
      fakePlot,
      0,
      min,
      max,
    );
    expect(splits).toEqual([0, 1, 2, 3, 4, 5, 6].map((n) => day('2026-11-20') + n * DAY));
    const values = axis.values as (u: uPlot, ticks: number[]) => string[];
    expect(values(fakePlot, splits.slice(0, 2))).toEqual(['20 Nov', '21 Nov']);
  });

  it('spaces the days out when a long period would crowd the axis', () => {
    const start = day('2026-10-28');
    const splits = daySplits(start, start + 89 * DAY, 280);
    expect(splits.length).toBeLessThanOrEqual(5);
    expect(splits.every((t) => t % DAY === 0)).toBe(true);
    expect(splits[0]).toBe(start);
    expect(dayLabel(day('2027-01-01'))).toBe('1 Jan');
  });
});
