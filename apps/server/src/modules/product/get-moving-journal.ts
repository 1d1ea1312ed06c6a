import type { MovingJournalDetail } from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import { toApiRow } from '../../crud/list-search.js';
import {
  adjustmentsOf,
  journalHeader,
  journalLines,
  journalList,
} from './moving-journal.queries.js';

/**
 * GET product/MovingJournal/GetDetail/{id}: the journal, its lines (each with the adjustment that
 * reversed it, or on an adjustment the line it reverses) and its adjustments. Another company's
 * journal is not found.
 */
export async function getMovingJournal(
  db: Tx,
  entityCode: string,
  id: string,
): Promise<MovingJournalDetail> {
  if (!isUuid(id)) throw AppError.notFound('Movement Journal');
  const header = await journalHeader(db, entityCode, id);
  if (!header) throw AppError.notFound('Movement Journal');
  const [lines, adjustments] = await Promise.all([journalLines(db, id), adjustmentsOf(db, id)]);
  const row = toApiRow(journalList, header) as Omit<
    MovingJournalDetail,
    'lines' | 'adjustments' | 'canAdjust'
  >;
  return {
    ...row,
    lines,
    adjustments,
    canAdjust: row.journalType !== 'adjustment' && row.reversedCount < row.lineCount,
  };
}
