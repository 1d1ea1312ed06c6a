import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { dayEnd, dayStart, formatLocal, isValidDate, parseDate } from './dates';

/** The generic lists' dates read and write what dayjs did before it left their bundle. */
describe('list dates, as dayjs read them', () => {
  const values = ['2026-11-27', '2026-02-30', '2026-11-27T09:30:15', '2025-12-31T23:59:59.999Z'];

  it.each(values)('%s: the same moment, formatted the same', (value) => {
    expect(parseDate(value).getTime()).toBe(dayjs(value).valueOf());
    expect(formatLocal(parseDate(value), true)).toBe(dayjs(value).format('YYYY-MM-DD HH:mm:ss'));
    expect(formatLocal(parseDate(value), false)).toBe(dayjs(value).format('YYYY-MM-DD'));
  });

  it.each(['2026-11-27', '2026-03-29'])('%s: the day from its first to its last moment', (day) => {
    expect(dayStart(day)).toBe(dayjs(day).startOf('day').toISOString());
    expect(dayEnd(day)).toBe(dayjs(day).endOf('day').toISOString());
  });

  it('tells a date from text that is none', () => {
    expect(isValidDate(parseDate('not a date'))).toBe(false);
    expect(dayjs('not a date').isValid()).toBe(false);
    expect(isValidDate(parseDate(''))).toBe(false);
  });
});
