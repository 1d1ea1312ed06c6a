import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteDir, verifyBackup, writeBackup } from './embedded-backup.js';
import { restoreBackup } from './embedded-restore.js';
import { readRestoreMarker } from './restore-marker.js';
import { bytesOf, readTar, TarWriter } from './tar.js';

async function tarOf(write: (tar: TarWriter) => Promise<void>): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const tar = new TarWriter(out);
  await write(tar);
  await tar.end();
  out.end();
  return Buffer.concat(chunks);
}

async function entriesOf(tar: Buffer) {
  const found: { name: string; type: string; text: string }[] = [];
  for await (const entry of readTar(Readable.from([tar]))) {
    found.push({ name: entry.name, type: entry.type, text: (await bytesOf(entry)).toString() });
  }
  return found;
}

describe('tar', () => {
  const long = `files/${'a'.repeat(80)}/${'b'.repeat(60)}.png`;

  it('reads back what it writes, long names included, and GNU tar reads it too', async () => {
    const tar = await tarOf(async (t) => {
      await t.file('wander-backup.json', Buffer.from('{}'));
      await t.directory('keys');
      await t.file(long, Buffer.from('x'.repeat(1000)));
      await t.stream('files/one.txt', 3, Readable.from([Buffer.from('one')]));
      await t.file('empty', Buffer.alloc(0));
    });
    expect(await entriesOf(tar)).toEqual([
      { name: 'wander-backup.json', type: 'file', text: '{}' },
      { name: 'keys/', type: 'directory', text: '' },
      { name: long, type: 'file', text: 'x'.repeat(1000) },
      { name: 'files/one.txt', type: 'file', text: 'one' },
      { name: 'empty', type: 'file', text: '' },
    ]);
    const listed = execFileSync('tar', ['-tf', '-'], { input: tar }).toString().trim().split('\n');
    expect(listed).toEqual(['wander-backup.json', 'keys/', long, 'files/one.txt', 'empty']);
  });

  it('refuses an archive cut short or altered', async () => {
    const tar = await tarOf((t) => t.file('a.txt', Buffer.from('hello')));
    await expect(entriesOf(tar.subarray(0, 512 + 100))).rejects.toThrow(/cut short/);
    await expect(entriesOf(tar.subarray(0, 1024))).rejects.toThrow(/cut short/);
    const altered = Buffer.from(tar);
    altered[3] = 0x41; // a letter of the name, the checksum not updated
    await expect(entriesOf(altered)).rejects.toThrow(/checksum/);
  });

  it('refuses a stream that is not the size announced', async () => {
    const out = new PassThrough();
    out.resume();
    const t = new TarWriter(out);
    await expect(t.stream('f', 5, Readable.from([Buffer.from('abc')]))).rejects.toThrow(/shrank/);
  });
});

/** A backup of a small embedded database, and what a restore does with a broken copy of it. */
describe.skipIf(!!process.env.DATABASE_URL)('backup files', () => {
  let root = '';
  let file = '';

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'wander-backup-file-'));
    const dataDir = path.join(root, 'source');
    const pglite = await openPgliteDir(path.join(dataDir, 'pglite'));
    await pglite.exec(`create schema drizzle; create table drizzle.__drizzle_migrations
      (id serial, hash text, created_at bigint); insert into drizzle.__drizzle_migrations
      (hash, created_at) values ('h', 1000); create table notes (body text);
      insert into notes values ('kept')`);
    fs.mkdirSync(path.join(dataDir, 'keys'));
    fs.writeFileSync(path.join(dataDir, 'keys', 'secrets.key'), 'secret', { mode: 0o600 });
    fs.mkdirSync(path.join(dataDir, 'files', 'ACME'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'files', 'ACME', 'logo.png'), 'png');
    file = path.join(root, 'backup.tar.gz');
    await writeBackup(
      { pglite, dataDir, filesDir: path.join(dataDir, 'files') },
      fs.createWriteStream(file),
    );
    await pglite.close();
  }, 60_000);

  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('holds the database, the keys and the files, and ends with its end entry', async () => {
    expect(await verifyBackup(file)).toMatchObject({ lastMigration: 1000, files: 'included' });
    const names = execFileSync('tar', ['-tzf', file]).toString().trim().split('\n');
    expect(names).toEqual([
      'wander-backup.json',
      'pglite.tar',
      'keys/secrets.key',
      'files/ACME/logo.png',
      'wander-backup.end',
    ]);
  });

  const target = (name: string) => {
    const dataDir = path.join(root, name);
    fs.mkdirSync(path.join(dataDir, 'keys'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'keys', 'secrets.key'), 'current');
    return { dataDir, filesDir: path.join(dataDir, 'files'), codeLastMigration: 2000 };
  };

  it('refuses a copy cut short, and changes nothing', async () => {
    const cut = path.join(root, 'cut.tar.gz');
    const bytes = fs.readFileSync(file);
    fs.writeFileSync(cut, bytes.subarray(0, bytes.length - 200));
    await expect(verifyBackup(cut)).rejects.toThrow();
    const into = target('cut-target');
    await expect(restoreBackup(cut, into)).rejects.toThrow();
    expect(fs.readdirSync(into.dataDir)).toEqual(['keys']);
    expect(fs.readFileSync(path.join(into.dataDir, 'keys', 'secrets.key'), 'utf8')).toBe('current');
    expect(readRestoreMarker(into.dataDir)).toBeUndefined();
  });

  it('refuses a backup of a newer release, and changes nothing', async () => {
    const into = { ...target('newer-target'), codeLastMigration: 999 };
    await expect(restoreBackup(file, into)).rejects.toThrow(/newer Wander/);
    expect(fs.readdirSync(into.dataDir)).toEqual(['keys']);
  });

  it('restores the database, keys and files, keeping what it replaced', async () => {
    const into = target('restored');
    const done = await restoreBackup(file, into);
    expect(fs.readFileSync(path.join(into.dataDir, 'keys', 'secrets.key'), 'utf8')).toBe('secret');
    expect(fs.statSync(path.join(into.dataDir, 'keys', 'secrets.key')).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(path.join(into.filesDir, 'ACME', 'logo.png'), 'utf8')).toBe('png');
    expect(fs.readFileSync(path.join(done.previous, 'keys', 'secrets.key'), 'utf8')).toBe(
      'current',
    );
    const pglite = await openPgliteDir(path.join(into.dataDir, 'pglite'));
    expect((await pglite.query('select body from notes')).rows).toEqual([{ body: 'kept' }]);
    await pglite.close();
    expect(readRestoreMarker(into.dataDir)).toBeUndefined();
  });
});
