import { weekdayOf } from '@wander/contract';
import type { TestApp } from '../test-app.js';

/** The demo counter (DIST001: Monday to Saturday 09:00-18:00) with rules a test can reason on. */
export const TEST_CONFIG = {
  slotMinutes: 60,
  capacityPerSlot: 2,
  leadTimeHours: 2,
  daysAhead: 60,
  timeZone: 'UTC',
};

export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
export const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * A Monday at least `from` days ahead and past the demo bookings (which fill the next two weeks),
 * in a week without Christmas or New Year's Day (demo holidays).
 */
export function mondayAhead(from = 21): string {
  let date = addDays(todayUtc(), from);
  const holidayWeek = (monday: string) =>
    [0, 1, 2, 3, 4, 5, 6].some((d) => /-(12-25|01-01)$/.test(addDays(monday, d)));
  while (weekdayOf(date) !== 'Monday' || holidayWeek(date)) date = addDays(date, 1);
  return date;
}

export function caller(t: TestApp) {
  return (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) => t.app.inject({ method, url: `/api/${url}`, headers, payload: payload as never });
}

export const booking = (
  appointmentDate: string,
  startTime: string,
  customerName = 'Test Traveller',
) => ({
  customerName,
  customerPhone: '60120000000',
  purpose: 'Install',
  appointmentDate,
  startTime,
});
