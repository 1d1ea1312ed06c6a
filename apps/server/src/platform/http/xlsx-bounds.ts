import { readZipDirectory, readZipEntry, ZipError, type ZipEntry } from '../files/zip-directory.js';
import { FileRefusal } from './csv-read.js';

/**
 * The bounds of an xlsx upload, checked before a workbook is built (issue 39: a 409 KB upload
 * that unzipped to a 400 MB sheet took 5.8 s and 1.5 GB to parse). An upload is at most 1 MB
 * (MAX_CSV_BYTES); what it unzips to and how many cells it holds are bounded here.
 */
/** The most a workbook may unzip to, all its entries together. */
export const MAX_XLSX_UNCOMPRESSED_BYTES = 20 * 1024 * 1024;
/** An entry of 1 MB or more that unzips to more than this many times its size is a zip bomb. */
export const MAX_XLSX_RATIO = 200;
const RATIO_FROM_BYTES = 1024 * 1024;
/** Entries of a workbook (a sheet, its styles, shared strings, ...: a few dozen in practice). */
export const MAX_XLSX_ENTRIES = 1000;
/** Cells of all worksheets together (each becomes an object when the workbook is built). */
export const MAX_XLSX_CELLS = 100_000;

const INVALID = 'The file is not a valid xlsx file';
const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** An xlsx file is a zip archive: it starts with the local file header PK\x03\x04. */
export const isXlsx = (content: Uint8Array) =>
  content.length >= 4 &&
  content[0] === 0x50 &&
  content[1] === 0x4b &&
  content[2] === 0x03 &&
  content[3] === 0x04;

/**
 * The archive's entries, from its central directory alone (microseconds, nothing inflated): a
 * damaged directory, too many entries, more than MAX_XLSX_UNCOMPRESSED_BYTES in all, or an entry
 * compressed beyond MAX_XLSX_RATIO is refused. readZipEntry then holds each entry to its
 * declared size, so a directory that lies is refused while inflating.
 */
export function checkXlsxArchive(content: Buffer): ZipEntry[] {
  let entries: ZipEntry[];
  try {
    entries = readZipDirectory(content);
  } catch (error) {
    if (error instanceof ZipError) throw new FileRefusal(INVALID, [error.message]);
    throw error;
  }
  if (entries.length > MAX_XLSX_ENTRIES) {
    throw new FileRefusal(INVALID, [
      `It has ${entries.length} parts; a workbook has at most ${MAX_XLSX_ENTRIES}`,
    ]);
  }
  const total = entries.reduce((sum, e) => sum + e.uncompressedSize, 0);
  if (total > MAX_XLSX_UNCOMPRESSED_BYTES) {
    throw new FileRefusal(
      `The file unzips to ${megabytes(total)}; at most ${megabytes(MAX_XLSX_UNCOMPRESSED_BYTES)} of spreadsheet can be imported`,
    );
  }
  for (const e of entries) {
    const ratio = e.uncompressedSize / Math.max(1, e.compressedSize);
    if (e.uncompressedSize >= RATIO_FROM_BYTES && ratio > MAX_XLSX_RATIO) {
      throw new FileRefusal(INVALID, [
        `Its part ${e.name} unzips to ${Math.round(ratio)} times its size; at most ${MAX_XLSX_RATIO} is accepted`,
      ]);
    }
  }
  return entries;
}

function entryText(content: Buffer, entry: ZipEntry): string {
  try {
    return readZipEntry(content, entry).toString('utf8');
  } catch (error) {
    if (error instanceof ZipError) throw new FileRefusal(INVALID, [error.message]);
    throw error;
  }
}

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s(?:[\\w.-]+:)?${name}="([^"]*)"`).exec(tag)?.[1];

/**
 * The part of the workbook's first sheet (the one imported): the first <sheet> of
 * xl/workbook.xml, through its relationship in xl/_rels/workbook.xml.rels.
 */
function firstSheetName(content: Buffer, byName: Map<string, ZipEntry>): string | undefined {
  const workbook = byName.get('xl/workbook.xml');
  const rels = byName.get('xl/_rels/workbook.xml.rels');
  if (!workbook || !rels) return undefined;
  const sheet = /<(?:[\w.-]+:)?sheet\b[^>]*>/.exec(entryText(content, workbook))?.[0];
  const id = sheet && attribute(sheet, 'id');
  for (const [tag] of entryText(content, rels).matchAll(/<(?:[\w.-]+:)?Relationship\b[^>]*>/g)) {
    if (attribute(tag, 'Id') !== id) continue;
    const target = attribute(tag, 'Target') ?? '';
    return target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
  }
  return undefined;
}

/** The rows holding a value (<v> or an inline string) and the cells of one worksheet's XML. */
export function countSheet(xml: string): { rows: number; cells: number } {
  let rows = 0;
  let cells = 0;
  let valued = false;
  // Tags only ([^>]* cannot run past one): linear in the sheet's size whatever its content.
  const tags = /<(\/?)(?:[\w.-]+:)?(row|c|v|is)\b[^>]*?(\/?)>/g;
  for (const [, closing, name, empty] of xml.matchAll(tags)) {
    if (name === 'row') {
      if (closing || empty) {
        if (valued) rows++;
        valued = false;
      } else valued = false;
    } else if (name === 'c') {
      if (!closing) cells++;
    } else if (!closing && !empty) valued = true;
  }
  return { rows, cells };
}

/**
 * Reads every worksheet's XML (each held to its declared size) and refuses a workbook whose first
 * sheet has more than `maxRows` data rows (and its header) or whose sheets hold more than
 * MAX_XLSX_CELLS cells: the counts come from the XML's tags, before any workbook is built.
 */
export function checkWorksheets(content: Buffer, entries: ZipEntry[], maxRows: number) {
  const byName = new Map(entries.map((e) => [e.name, e]));
  const first = firstSheetName(content, byName) ?? 'xl/worksheets/sheet1.xml';
  let cells = 0;
  for (const entry of entries) {
    if (!/^xl\/worksheets\/[^/]+\.xml$/.test(entry.name)) continue;
    const count = countSheet(entryText(content, entry));
    cells += count.cells;
    if (entry.name === first && count.rows - 1 > maxRows) {
      throw new FileRefusal(
        `The file has ${count.rows - 1} rows; at most ${maxRows} can be imported at once`,
      );
    }
    if (cells > MAX_XLSX_CELLS) {
      throw new FileRefusal(
        `The workbook has more than ${MAX_XLSX_CELLS} cells; at most ${MAX_XLSX_CELLS} can be imported at once`,
      );
    }
  }
}
