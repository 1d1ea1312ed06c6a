import {
  ICCID_PATTERN,
  JOURNAL_TYPE_LABELS,
  MovingJournalPath as Path,
  type JournalSerialOption,
  type MovingJournalAdjust,
  type MovingJournalCreate,
  type MovingJournalDetail,
  type MovingJournalRow,
  type PagingRequest,
} from '@wander/contract';
import { api, apiRequest } from '../../lib/api';

export interface Paged<T> {
  items: T[];
  pageCount: number;
  totalCount: number;
}

/** The calls of product/MovingJournal (spec section 7) and the location options. */
export const journalsApi = {
  search: (body: PagingRequest) => api.post<Paged<MovingJournalRow>>(Path.search, body),
  detail: (id: string) => api.get<MovingJournalDetail>(Path.detail(id)),
  create: (body: MovingJournalCreate) =>
    apiRequest<MovingJournalDetail>(Path.base, { method: 'POST', body }),
  adjust: (id: string, body: MovingJournalAdjust) =>
    apiRequest<MovingJournalDetail>(Path.adjust(id), { method: 'PUT', body }),
  serials: (locationId: string | null, search: string) =>
    api.get<JournalSerialOption[]>(Path.serialOptions, {
      query: { search, ...(locationId ? { locationId } : {}) },
    }),
  locations: () => api.get<{ label: string; value: string }[]>('product/Location/GetSelectList'),
};

export const journalKeys = {
  all: ['movement-journals'] as const,
  list: (body: unknown) => ['movement-journals', 'list', body] as const,
  detail: (id: string) => ['movement-journals', 'detail', id] as const,
  locations: ['movement-journals', 'locations'] as const,
};

export const JOURNAL_LIST = { title: 'Movement Journals', path: '/setup/movement-journal-list' };
export const journalTypeLabel = (type: string) =>
  JOURNAL_TYPE_LABELS[type as keyof typeof JOURNAL_TYPE_LABELS] ?? type;

/**
 * The ICCIDs in pasted or scanned text: separated by new lines (a scanner's Enter), commas,
 * semicolons, tabs or spaces; a code printed in groups (8960 1234 ...) is read as one when its
 * digits make at most 22.
 */
export function parseIccids(text: string): string[] {
  return text
    .split(/[\n\r,;\t]+/)
    .flatMap((chunk) => {
      const joined = chunk.replace(/[\s-]+/g, '');
      return /^\d{1,22}$/.test(joined) ? [joined] : chunk.split(/\s+/);
    })
    .map((code) => code.trim())
    .filter(Boolean);
}

export const isIccidText = (code: string) => ICCID_PATTERN.test(code);
