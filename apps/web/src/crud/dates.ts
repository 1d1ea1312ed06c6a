/**
 * The few date operations of the generic lists (cell formats, date filters), on the platform's
 * Date: dayjs for these alone weighed 2.5 KiB gzipped on every list page's bundle budget. Read as
 * dayjs read them: a calendar day (YYYY-MM-DD) is that day in the browser's time zone, any other
 * value as Date reads it (an ISO moment; a date-time without an offset is local time).
 */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function parseDate(value: string | number | Date): Date {
  const day = typeof value === 'string' ? DAY.exec(value) : null;
  return day ? new Date(+day[1], +day[2] - 1, +day[3]) : new Date(value);
}

export const isValidDate = (date: Date) => !Number.isNaN(date.getTime());

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD, or YYYY-MM-DD HH:mm:ss with `withTime`, in the browser's time zone. */
export function formatLocal(date: Date, withTime: boolean): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  if (!withTime) return day;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** The first and the last moment of a calendar day, as ISO strings. */
export function dayStart(date: string): string {
  const start = parseDate(date);
  start.setHours(0, 0, 0, 0);
  return start.toISOString();
}

export function dayEnd(date: string): string {
  const end = parseDate(date);
  end.setHours(23, 59, 59, 999);
  return end.toISOString();
}
