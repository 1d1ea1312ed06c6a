import ExcelJS from 'exceljs';
import { createDeflateRaw, crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildZip, type BuiltEntry } from '../../test-support/zip-builder.js';
import { readZipDirectory, readZipEntry } from '../files/zip-directory.js';
import { closePool, observeTasks } from '../workers/pool.js';
import { readCsv } from './csv-upload.js';
import { MAX_XLSX_CELLS } from './xlsx-bounds.js';

afterAll(closePool);

const MB = 1024 * 1024;
const read = (content: Buffer, maxRows = 1000) =>
  readCsv(content, { maxRows, rowsLabel: 'traveller', checkHeader: () => {}, xlsx: true });

/** The parts of a real workbook (ExcelJS writes it), to put another first sheet in. */
let parts: BuiltEntry[] = [];
let sheet400: Awaited<ReturnType<typeof hugeSheet>>;
beforeAll(async () => {
  sheet400 = await hugeSheet(400 * MB);
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Roster').addRows([
    ['name', 'email', 'language'],
    ['Aiko', 'aiko@example.com', 'en'],
  ]);
  const file = Buffer.from(await workbook.xlsx.writeBuffer());
  parts = readZipDirectory(file).map((e) => ({ name: e.name, content: readZipEntry(file, e) }));
});

const SHEET = 'xl/worksheets/sheet1.xml';
const withSheet = (sheet: BuiltEntry) =>
  buildZip(parts.map((p) => (p.name === SHEET ? { ...sheet, name: SHEET } : p)));

const HEAD =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const TAIL = '</sheetData></worksheet>';
const row = (r: number, values: string[]) =>
  `<row r="${r}">${values.map((v, i) => `<c r="${String.fromCharCode(65 + i)}${r}" t="inlineStr"><is><t>${v}</t></is></c>`).join('')}</row>`;

/**
 * A sheet of `bytes` bytes, mostly blanks between its tags (deflate's best case, some 1,000 to 1,
 * as the zip bomb of issue 39), deflated 1 MB at a time: the test never holds it whole.
 */
async function hugeSheet(bytes: number) {
  const unit = Buffer.alloc(MB, ' ');
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  let crc = 0;
  let size = 0;
  const write = (chunk: Buffer) => {
    crc = crc32(chunk, crc);
    size += chunk.length;
    deflate.write(chunk);
  };
  write(Buffer.from(HEAD));
  for (let i = 0; i < bytes / MB; i++) write(unit);
  write(Buffer.from(TAIL));
  deflate.end();
  await done;
  return { data: Buffer.concat(out), size, crc };
}

/** What the pool ran meanwhile (nothing: a refusal before any thread inflated the file). */
function watchTasks() {
  const seen: string[] = [];
  const stop = observeTasks((t) => seen.push(t.name));
  return { seen, stop };
}

describe('a spreadsheet upload is bounded before it is parsed', () => {
  it('refuses a 400 MB sheet zipped into a few hundred KB from its zip directory, at once', async () => {
    const bomb = withSheet({ name: SHEET, deflated: sheet400 });
    expect(bomb.length).toBeLessThan(MB); // under the upload limit: it reaches the reader
    const rss = process.memoryUsage().rss;
    const tasks = watchTasks();
    const started = performance.now();
    const refusal = await read(bomb).catch((e: unknown) => e);
    const took = performance.now() - started;
    tasks.stop();
    expect(refusal).toMatchObject({
      status: 400,
      message: 'The file unzips to 400 MB; at most 20 MB of spreadsheet can be imported',
      fieldErrors: {
        file: ['The file unzips to 400 MB; at most 20 MB of spreadsheet can be imported'],
      },
    });
    // It took 5.8 s and 1.5 GB in ExcelJS: now nothing is inflated and no thread is asked.
    expect(took).toBeLessThan(250);
    expect(tasks.seen).toEqual([]);
    expect(process.memoryUsage().rss - rss).toBeLessThan(100 * MB);
  });

  it('refuses a sheet whose zip directory lies about its size once it inflates past it', async () => {
    // 10 MB declared: under the total limit, a believable 25 to 1.
    const liar = withSheet({ name: SHEET, deflated: sheet400, declaredSize: 10 * MB });
    const rss = process.memoryUsage().rss;
    await expect(read(liar)).rejects.toMatchObject({
      status: 400,
      message: 'The file is not a valid xlsx file',
      fieldErrors: {
        file: [`The entry ${SHEET} inflates to more than its declared size`],
      },
    });
    expect(process.memoryUsage().rss - rss).toBeLessThan(200 * MB);
  });

  it('refuses an entry compressed far beyond any spreadsheet (1,000 to 1)', async () => {
    const sheet = await hugeSheet(5 * MB);
    await expect(read(withSheet({ name: SHEET, deflated: sheet }))).rejects.toMatchObject({
      status: 400,
      message: 'The file is not a valid xlsx file',
      fieldErrors: {
        file: [
          expect.stringMatching(
            new RegExp(
              `^Its part ${SHEET} unzips to \\d+ times its size; at most 200 is accepted$`,
            ),
          ),
        ],
      },
    });
  });

  it('refuses a first sheet with more rows than the limit before building the workbook', async () => {
    const rows = Array.from({ length: 12 }, (_, i) => row(i + 1, [`n${i}`, `e${i}@x.io`, 'en']));
    // Cut short after its rows: ExcelJS would answer 'not a valid xlsx file' if it ran.
    const content = Buffer.from(`${HEAD}${rows.join('')}<row r="13"><c r="A13" t="inl`);
    await expect(read(withSheet({ name: SHEET, content }), 10)).rejects.toMatchObject({
      status: 400,
      message: 'The file has 11 rows; at most 10 can be imported at once',
    });
  });

  it('counts only rows holding a value: formatted empty rows below the data do not count', async () => {
    const rows = Array.from({ length: 3 }, (_, i) => row(i + 1, [`n${i}`, `e${i}@x.io`, 'en']));
    const empty = Array.from(
      { length: 50 },
      (_, i) => `<row r="${i + 4}"><c r="A${i + 4}" s="0"/></row>`,
    );
    const content = Buffer.from(`${HEAD}${rows.join('')}${empty.join('')}${TAIL}`);
    const table = await read(withSheet({ name: SHEET, content }), 2);
    expect(table.lines.map((l) => l.record)).toEqual([
      ['n1', 'e1@x.io', 'en'],
      ['n2', 'e2@x.io', 'en'],
    ]);
  });

  it(`refuses a workbook of more than ${MAX_XLSX_CELLS} cells`, async () => {
    // 5,000 rows (within the limit) of 21 cells: 105,000.
    const rows = Array.from(
      { length: 5000 },
      (_, i) => `<row r="${i + 1}">${`<c><v>${i}</v></c>`.repeat(21)}</row>`,
    );
    const content = Buffer.from(`${HEAD}${rows.join('')}${TAIL}`);
    await expect(read(withSheet({ name: SHEET, content }), 5000)).rejects.toMatchObject({
      status: 400,
      message: `The workbook has more than ${MAX_XLSX_CELLS} cells; at most ${MAX_XLSX_CELLS} can be imported at once`,
    });
  });

  it('still reads a normal workbook, on a worker thread', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Roster').addRows([
      ['name', 'email', 'language'],
      ['Aiko', 'aiko@example.com', 'en'],
      ['Budi', 'budi@example.com', 'ms'],
    ]);
    const tasks = watchTasks();
    const table = await read(Buffer.from(await workbook.xlsx.writeBuffer()));
    tasks.stop();
    expect(table.header).toEqual(['name', 'email', 'language']);
    expect(table.lines).toEqual([
      { line: 2, record: ['Aiko', 'aiko@example.com', 'en'] },
      { line: 3, record: ['Budi', 'budi@example.com', 'ms'] },
    ]);
    expect(tasks.seen).toEqual(['readTable']);
  });
});
