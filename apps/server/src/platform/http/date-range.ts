import { AppError } from './errors.js';

/** A calendar day 'YYYY-MM-DD' as midnight UTC, or null when no such day exists (2026-02-30). */
function dayOf(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00.000Z`);
  // Date rolls 2026-02-30 over to 2026-03-02: only a round trip proves the day exists.
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? date : null;
}

/**
 * The date range of a summary PDF (`{startDate}/{endDate}`, both days included): from the start of
 * the first day to the start of the day after the last one. A day that does not exist or a range
 * that ends before it starts is a 400 with the field named, in the spec's style.
 */
export function parseDateRange(startDate: string, endDate: string): { from: Date; to: Date } {
  const from = dayOf(startDate);
  const to = dayOf(endDate);
  const errors: Record<string, string[]> = {};
  if (!from) errors.startDate = ['Start Date is invalid'];
  if (!to) errors.endDate = ['End Date is invalid'];
  if (from && to && to < from) errors.endDate = ['End Date should not be before Start Date'];
  if (!from || !to || Object.keys(errors).length > 0) throw AppError.validation(errors);
  const end = new Date(to);
  end.setUTCDate(end.getUTCDate() + 1);
  return { from, to: end };
}
