import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatAmount, type DailySales, type DashboardRange } from '@wander/contract';

const DAY = 86_400_000;
const COLOURS = ['#1677ff', '#13a8a8', '#fa8c16', '#722ed1'];

/** Every UTC day of the period (seconds) with its sales per currency (0 where nothing sold). */
export function dailySeries(range: DashboardRange, daily: readonly DailySales[]) {
  const currencies = [...new Set(daily.map((d) => d.currency))].sort();
  const start = new Date(range.from.slice(0, 10)).getTime();
  const end = new Date(range.to.slice(0, 10)).getTime();
  const days: number[] = [];
  for (let t = start; t <= end; t += DAY) days.push(t);
  const series = currencies.map((c) =>
    days.map((t) => {
      const day = new Date(t).toISOString().slice(0, 10);
      return (daily.find((d) => d.day === day && d.currency === c)?.salesMinor ?? 0) / 100;
    }),
  );
  return { currencies, x: days.map((t) => t / 1000), series };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** Room one day label takes on the axis, in pixels. */
const LABEL_PX = 56;

/**
 * The x axis's ticks: whole UTC days (seconds) from `min` to `max`, every `step` days so that the
 * labels never crowd `widthPx` (uPlot's own time ticks fall on hours when a period is a few days).
 */
export function daySplits(min: number, max: number, widthPx: number): number[] {
  const first = Math.ceil(min / 86_400) * 86_400;
  const days = Math.floor((max - first) / 86_400) + 1;
  if (days <= 0) return [];
  const fit = Math.max(1, Math.floor(widthPx / LABEL_PX));
  const step = Math.max(1, Math.ceil(days / fit));
  const splits: number[] = [];
  for (let t = first; t <= max; t += step * 86_400) splits.push(t);
  return splits;
}

/** A tick's label: '27 Nov' (the UTC day). */
export function dayLabel(seconds: number): string {
  const d = new Date(seconds * 1000);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
}

/**
 * Sales by day as bars, one series per currency: uPlot (about 20 KiB), loaded by the dashboard's
 * chunk only. The figures are also in the widgets' text for screen readers.
 */
export function SalesChart({
  range,
  daily,
}: {
  range: DashboardRange;
  daily: readonly DailySales[];
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el || daily.length === 0) return;
    const { currencies, x, series } = dailySeries(range, daily);
    const bars = uPlot.paths.bars!({ size: [0.6, 48] });
    const chart = new uPlot(
      {
        width: Math.max(el.clientWidth, 280),
        height: 220,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
        scales: { x: { time: true, range: (_u, min, max) => [min - 43_200, max + 43_200] } },
        legend: { show: currencies.length > 1 },
        axes: [
          {
            splits: (u, _axis, min, max) => daySplits(min, max, u.bbox.width / devicePixelRatio),
            values: (_u, ticks) => ticks.map(dayLabel),
          },
          {
            size: 70,
            values: (_u, ticks) => ticks.map((v) => formatAmount(v).replace(/\.00$/, '')),
          },
        ],
        series: [
          { value: (_u, v) => (v == null ? '' : new Date(v * 1000).toISOString().slice(0, 10)) },
          ...currencies.map((c, i) => ({
            label: c,
            stroke: COLOURS[i % COLOURS.length],
            fill: `${COLOURS[i % COLOURS.length]}cc`,
            paths: bars,
            points: { show: false },
            value: (_u: uPlot, v: number | null) => (v == null ? '' : formatAmount(v)),
          })),
        ],
      },
      [x, ...series],
      el,
    );
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(el.clientWidth, 280), height: 220 }),
    );
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [range, daily]);
  if (daily.length === 0) return <p className="dash-empty">No sales in this period.</p>;
  return <div className="dash-chart" ref={box} role="img" aria-label="Sales by day" />;
}
