import { eq, and } from 'drizzle-orm';
import {
  GROUP_MAX_TRAVELLERS,
  ImportStatus,
  TRAVELLER_IMPORT_COLUMNS,
  TRAVELLER_IMPORT_OPTIONAL_COLUMNS,
  type GroupTravellerInput,
  type TravellerImportResult,
} from '@wander/contract';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { groupOrders } from '../../db/schema/index.js';
import { readImportFile, RowErrors } from '../../crud/import-file.js';
import { ownGroup, rosterOf } from './group.queries.js';
import { travellerFileRow } from './traveller-row.js';

type Column = (typeof TRAVELLER_IMPORT_COLUMNS)[number];

/**
 * POST network/GroupOrders/Import/{id}: a roster file (CSV, or the first sheet of an xlsx) replaces
 * the group's travellers. Every bad cell is named (row, column, value, why) and a file with one
 * bad row saves nothing. An ordered group's roster is no longer changed.
 */
export async function importTravellers(
  db: Db,
  entityCode: string,
  groupId: string,
  content: Buffer,
): Promise<TravellerImportResult> {
  const file = await readImportFile<Column>(content, {
    xlsx: true,
    maxRows: GROUP_MAX_TRAVELLERS,
    all: TRAVELLER_IMPORT_COLUMNS,
    optional: TRAVELLER_IMPORT_OPTIONAL_COLUMNS,
    rowsLabel: 'traveller',
  });
  return db.transaction(async (tx) => {
    const group = await ownGroup(tx, entityCode, groupId, true);
    if (group.poId) throw new AppError('BUSINESS_RULE', ORDERED_MESSAGE);
    const errors = new RowErrors();
    const firstRowOf = new Map<string, number>();
    const travellers: GroupTravellerInput[] = [];
    for (const row of file.rows) {
      const { data, valid } = errors.parse(travellerFileRow, row);
      const email = data.email?.toLowerCase();
      if (email && firstRowOf.has(email)) {
        errors.add(
          row.row,
          'email',
          row.cells.email,
          `Email is already in row ${firstRowOf.get(email)} of the file`,
        );
        continue;
      }
      if (email) firstRowOf.set(email, row.row);
      if (valid) travellers.push(data as GroupTravellerInput);
    }
    const result = {
      totalRows: file.rows.length,
      errors: errors.sorted(),
    };
    if (errors.list.length > 0) {
      return { ...result, status: ImportStatus.failed, importedRows: 0 };
    }
    await tx
      .update(groupOrders)
      .set({ travellers: rosterOf(travellers) })
      .where(and(eq(groupOrders.entityCode, entityCode), eq(groupOrders.id, groupId)));
    return { ...result, status: ImportStatus.completed, importedRows: travellers.length };
  });
}

export const ORDERED_MESSAGE =
  'This group has been ordered: its travellers can no longer be changed';
