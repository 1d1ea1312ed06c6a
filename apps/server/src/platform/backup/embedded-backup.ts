import fs from 'node:fs';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { compactDump } from './pglite-dump.js';
import { readTar, bytesOf, TarWriter } from './tar.js';

/**
 * A backup of an embedded-database deployment (`npm run backup`): one gzipped tar holding
 *
 * - `wander-backup.json`: what it is (format, time, the database's last migration);
 * - `pglite.tar`: PGlite's dump of `DATA_DIR/pglite`, taken between two transactions;
 * - `keys/...`: `DATA_DIR/keys` (the JWT signing key, the secrets key: without it the sealed
 *   provider credentials and two-factor secrets of the dump cannot be opened);
 * - `files/...`: the uploaded files (`FILES_DIR`) when they are on local disk (not with S3);
 * - `wander-backup.end`: written last; an archive without it was cut short and is refused.
 *
 * The files are copied after the dump: a file the dump refers to was written before it.
 */
export const BACKUP_FORMAT = 'wander-embedded-backup';
export const MANIFEST = 'wander-backup.json';
export const END = 'wander-backup.end';

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: 1;
  createdAt: string;
  /** The newest migration the database had (drizzle's `created_at`, the journal's `when`). */
  lastMigration: number | null;
  files: 'included' | 's3';
}

export interface BackupSource {
  pglite: PGlite;
  dataDir: string;
  /** The local file store's directory; undefined when files are in S3. */
  filesDir?: string;
}

export interface BackupSummary {
  entries: number;
  bytes: number;
  files: number;
}

/** Opens `DATA_DIR/pglite` for a backup or restore while no server runs on it. */
export async function openPgliteDir(dir: string, loadDataDir?: Blob): Promise<PGlite> {
  fs.mkdirSync(dir, { recursive: true });
  const pglite = new PGlite({ dataDir: dir, loadDataDir, extensions: { pg_trgm } });
  await pglite.waitReady;
  return pglite;
}

/** The newest applied migration's time (`created_at`), or null before any. */
export async function lastMigrationOf(pglite: PGlite): Promise<number | null> {
  const { rows } = await pglite.query<{ at: string | null }>(
    `select (select max(created_at) from drizzle.__drizzle_migrations)::text as at
     where to_regclass('drizzle.__drizzle_migrations') is not null`,
  );
  return rows[0]?.at ? Number(rows[0].at) : null;
}

/** Every regular file under `dir`, as paths relative to it (`/`-separated), sorted. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const found: string[] = [];
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile()) found.push(child);
    }
  };
  walk('');
  return found.sort();
}

/** Writes the backup archive to `out` (gzipped tar; `out` is ended). */
export async function writeBackup(source: BackupSource, out: Writable): Promise<BackupSummary> {
  const gzip = zlib.createGzip({ level: 4 });
  const piped = pipeline(gzip, out);
  const tar = new TarWriter(gzip);
  const summary: BackupSummary = { entries: 0, bytes: 0, files: 0 };
  const add = async (name: string, data: Buffer, mode?: number) => {
    await tar.file(name, data, { mode });
    summary.entries++;
    summary.bytes += data.length;
  };
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    version: 1,
    createdAt: new Date().toISOString(),
    lastMigration: await lastMigrationOf(source.pglite),
    files: source.filesDir ? 'included' : 's3',
  };
  await add(MANIFEST, Buffer.from(JSON.stringify(manifest, null, 2)));
  await add('pglite.tar', await compactDump(source.pglite));
  const keysDir = path.join(source.dataDir, 'keys');
  for (const rel of filesUnder(keysDir)) {
    await add(`keys/${rel}`, fs.readFileSync(path.join(keysDir, rel)), 0o600);
  }
  if (source.filesDir) {
    for (const rel of filesUnder(source.filesDir)) {
      const file = path.join(source.filesDir, rel);
      let size: number;
      try {
        size = fs.statSync(file).size;
      } catch {
        continue; // deleted since the listing
      }
      // The size read now is copied: a file being written while the backup runs is not one the
      // dump refers to yet.
      if (size === 0) await tar.file(`files/${rel}`, Buffer.alloc(0));
      else await tar.stream(`files/${rel}`, size, fs.createReadStream(file, { end: size - 1 }));
      summary.entries++;
      summary.files++;
      summary.bytes += size;
    }
  }
  await add(END, Buffer.from(JSON.stringify({ entries: summary.entries + 1 })));
  await tar.end();
  gzip.end();
  await piped;
  return summary;
}

/** A backup file's tar stream (a missing or unreadable file fails the stream, with its error). */
export function gunzipped(file: string): Readable {
  if (!fs.existsSync(file)) throw new Error(`${file}: no such file`);
  const gunzip = zlib.createGunzip();
  const source = fs.createReadStream(file);
  source.once('error', (error) => gunzip.destroy(error));
  return source.pipe(gunzip);
}

/** Reads a backup's manifest, checking the archive is whole (its end entry is there). */
export async function verifyBackup(file: string): Promise<BackupManifest> {
  let manifest: BackupManifest | undefined;
  let ended = false;
  let count = 0;
  for await (const entry of readTar(gunzipped(file))) {
    count++;
    if (count === 1) {
      if (entry.name !== MANIFEST) throw new Error(`${file} is not a Wander backup`);
      manifest = JSON.parse((await bytesOf(entry)).toString('utf8')) as BackupManifest;
      if (manifest.format !== BACKUP_FORMAT || manifest.version !== 1) {
        throw new Error(`${file} is not a Wander backup of a known format`);
      }
    } else if (entry.name === END) {
      const end = JSON.parse((await bytesOf(entry)).toString('utf8')) as { entries: number };
      if (end.entries !== count) throw new Error(`${file} is damaged (entries missing)`);
      ended = true;
    }
  }
  if (!manifest || !ended) throw new Error(`${file} is cut short (no end entry)`);
  return manifest;
}
