import { eq, inArray } from 'drizzle-orm';
import {
  ImportStatus,
  LPA_PATTERN,
  SERIAL_IMPORT_COLUMNS,
  SERIAL_IMPORT_MAX_ROWS,
  SerialImportMessage as Msg,
  isIccid,
  type ImportRowError,
  type SerialImportResult,
} from '@wander/contract';
import type { Db } from '../../platform/db/client.js';
import type { AuthCompany } from '../../platform/auth/context.js';
import { csvFileError, readCsv } from '../../platform/http/csv-upload.js';
import { isUuid } from '../../platform/http/ids.js';
import { pgErrorOf } from '../../crud/db-errors.js';
import {
  products,
  productVariants,
  serialNumberImports,
  wanderSerialNumbers,
} from '../../db/schema/index.js';
import { stockableCondition } from './product-access.js';

/** How many row errors an answer and a history row keep (the count says how many in all). */
const MAX_REPORTED = 200;

type Column = 'productCode' | 'variantCode' | 'variantId' | 'iccid' | 'activationCode';
interface Row {
  row: number;
  productCode: string;
  variantRef: string;
  iccid: string;
  activationCode: string;
}

/** The columns by header name (any case); variantId may stand instead of variantCode. */
function columnsOf(header: string[]): Partial<Record<Column, number>> {
  const known: Column[] = ['productCode', 'variantCode', 'variantId', 'iccid', 'activationCode'];
  const index: Partial<Record<Column, number>> = {};
  header.forEach((name, i) => {
    const column = known.find((k) => k.toLowerCase() === name.trim().toLowerCase());
    if (column && index[column] === undefined) index[column] = i;
  });
  if (
    index.iccid === undefined ||
    index.activationCode === undefined ||
    (index.variantCode === undefined && index.variantId === undefined)
  ) {
    throw csvFileError(`The first line must be the header ${SERIAL_IMPORT_COLUMNS.join(',')}`);
  }
  return index;
}

async function parseRows(content: Buffer) {
  let columns: Partial<Record<Column, number>> = {};
  const { lines } = await readCsv(content, {
    maxRows: SERIAL_IMPORT_MAX_ROWS,
    rowsLabel: 'serial number',
    checkHeader: (header) => {
      columns = columnsOf(header);
    },
  });
  const byVariantId = columns.variantCode === undefined;
  const cell = (record: string[], column: Column) => {
    const i = columns[column];
    return i === undefined ? '' : (record[i] ?? '').trim();
  };
  const rows: Row[] = lines.map(({ record }, i) => ({
    row: i + 1,
    productCode: cell(record, 'productCode'),
    variantRef: cell(record, byVariantId ? 'variantId' : 'variantCode'),
    iccid: cell(record, 'iccid'),
    activationCode: cell(record, 'activationCode'),
  }));
  return { rows, variantColumn: byVariantId ? 'variantId' : 'variantCode' };
}

/**
 * POST product/WanderSerialNumber/Import: reads the CSV, checks every row (ICCID format, an ICCID
 * twice in the file or already stored, an unknown variant, one the company does not sell, the
 * product code, the activation code) and imports all rows or none, in one transaction with the
 * history row. A file with a bad row imports nothing and is recorded as Failed with its errors.
 */
export async function importSerialNumbers(
  db: Db,
  company: AuthCompany,
  input: { fileName: string; importedBy: string; content: Buffer },
): Promise<SerialImportResult> {
  const parsed = await parseRows(input.content);
  const fileName = input.fileName.slice(0, 256) || 'serial-numbers.csv';
  const attempt = () => importRows(db, company, { ...parsed, fileName, by: input.importedBy });
  try {
    return await attempt();
  } catch (error) {
    // Another import stored one of these ICCIDs meanwhile: check again, it is refused this time.
    if (pgErrorOf(error)?.code === '23505') return attempt();
    throw error;
  }
}

async function importRows(
  db: Db,
  company: AuthCompany,
  input: { rows: Row[]; variantColumn: string; fileName: string; by: string },
): Promise<SerialImportResult> {
  const { rows, variantColumn, fileName } = input;
  const errors: ImportRowError[] = [];
  const refuse = (row: Row, column: string, value: string, message: string) =>
    errors.push({ row: row.row, column, value, message });

  return db.transaction(async (tx) => {
    const refs = [...new Set(rows.map((r) => r.variantRef).filter(Boolean))];
    const ids = refs.filter(isUuid);
    const variants = refs.length
      ? await tx
          .select({
            id: productVariants.id,
            code: productVariants.variantCode,
            productId: productVariants.productId,
            productCode: products.productCode,
            stockable: stockableCondition(company).mapWith(Boolean),
          })
          .from(productVariants)
          .innerJoin(products, eq(products.id, productVariants.productId))
          .where(
            variantColumn === 'variantId'
              ? ids.length
                ? inArray(productVariants.id, ids)
                : undefined
              : inArray(productVariants.variantCode, refs),
          )
      : [];
    const variantOf = new Map(
      variants.map((v) => [variantColumn === 'variantId' ? v.id : v.code, v]),
    );
    const iccids = rows.map((r) => r.iccid).filter(isIccid);
    const stored = new Set(
      iccids.length
        ? (
            await tx
              .select({ iccid: wanderSerialNumbers.iccid })
              .from(wanderSerialNumbers)
              .where(inArray(wanderSerialNumbers.iccid, iccids))
          ).map((r) => r.iccid)
        : [],
    );
    const firstRowOf = new Map<string, number>();
    for (const row of rows) {
      const variant = variantOf.get(row.variantRef);
      if (!variant) refuse(row, variantColumn, row.variantRef, Msg.unknownVariant);
      else if (!variant.stockable) refuse(row, variantColumn, row.variantRef, Msg.notStockable);
      else if (row.productCode && row.productCode !== variant.productCode) {
        refuse(row, 'productCode', row.productCode, Msg.productMismatch);
      }
      if (!isIccid(row.iccid)) refuse(row, 'iccid', row.iccid, Msg.iccidFormat);
      else if (firstRowOf.has(row.iccid)) {
        refuse(row, 'iccid', row.iccid, Msg.iccidInFile(firstRowOf.get(row.iccid)!));
      } else if (stored.has(row.iccid)) refuse(row, 'iccid', row.iccid, Msg.iccidStored);
      if (isIccid(row.iccid) && !firstRowOf.has(row.iccid)) firstRowOf.set(row.iccid, row.row);
      if (!LPA_PATTERN.test(row.activationCode) || row.activationCode.length > 256) {
        refuse(row, 'activationCode', row.activationCode, Msg.activationCode);
      }
    }
    const failedRows = new Set(errors.map((e) => e.row)).size;
    const ok = failedRows === 0;
    const [history] = await tx
      .insert(serialNumberImports)
      .values({
        entityCode: company.entityCode,
        fileName,
        totalRows: rows.length,
        importedRows: ok ? rows.length : 0,
        failedRows,
        errors: errors.slice(0, MAX_REPORTED),
        importedBy: input.by,
      })
      .returning({ id: serialNumberImports.id });
    if (ok) {
      const values = rows.map((r) => {
        const variant = variantOf.get(r.variantRef)!;
        return {
          entityCode: company.entityCode,
          productId: variant.productId,
          variantId: variant.id,
          iccid: r.iccid,
          activationCode: r.activationCode,
          importHistoryId: history.id,
        };
      });
      for (let i = 0; i < values.length; i += 1000) {
        await tx.insert(wanderSerialNumbers).values(values.slice(i, i + 1000));
      }
    }
    return {
      importId: history.id,
      fileName,
      status: ok ? ImportStatus.completed : ImportStatus.failed,
      totalRows: rows.length,
      importedRows: ok ? rows.length : 0,
      failedRows,
      errors: errors.slice(0, MAX_REPORTED),
    };
  });
}
