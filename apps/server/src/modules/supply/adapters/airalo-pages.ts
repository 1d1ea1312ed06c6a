import type { AiraloCountryEntry } from './airalo-mapping.js';

/**
 * A page of GET /packages: `data` an array on page 1 and, "if the page is set to 2 or beyond, ...
 * an object representing the country's index" (get-packages-11883036e0); `links` and `meta` as
 * Laravel pages them.
 */
export interface AiraloPage {
  data?: AiraloCountryEntry[] | Record<string, AiraloCountryEntry> | null;
  links?: { next?: string | null } | null;
  meta?: { current_page?: number; last_page?: number } | null;
}

/** A page's entries, whichever shape `data` has, in the catalogue's order. */
export function catalogueEntries(data: AiraloPage['data']): AiraloCountryEntry[] {
  if (Array.isArray(data)) return data;
  if (!data || typeof data !== 'object') return [];
  return Object.entries(data)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, entry]) => entry);
}

/** Whether a page after `page` exists: links.next, else meta.last_page (Laravel's pagination). */
export function hasNextPage(body: AiraloPage, page: number): boolean {
  if (body.links && 'next' in body.links) return !!body.links.next;
  const last = Number(body.meta?.last_page);
  return Number.isFinite(last) ? page < last : true;
}
