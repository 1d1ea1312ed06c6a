import { z } from 'zod';
import { messages } from '../validation/validators.js';
import { requiredDate } from '../product/setup-fields.js';

/** A time of day on the counter's clock, 'HH:MM' (24 hours). */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export function timeOfDay(label: string) {
  return z
    .string({ error: messages.required(label) })
    .trim()
    .min(1, { error: messages.required(label) })
    .regex(TIME_PATTERN, { error: `${label} should be a time like 09:30` });
}

/** Minutes since midnight of 'HH:MM'. */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** 'HH:MM' of minutes since midnight. */
export const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The days of the week, Monday first (ISO): the timeslot's weekday and its sort number. */
export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The weekday of a calendar date 'YYYY-MM-DD'. */
export function weekdayOf(date: string): Weekday {
  const sundayFirst = new Date(`${date}T00:00:00Z`).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7];
}

/**
 * A calendar date 'YYYY-MM-DD' that exists (not 2026-02-31) in years 1900 to 9999, which the
 * database's date type takes as it is (requiredDate checks it).
 */
export function calendarDate(label: string) {
  return requiredDate(label);
}
