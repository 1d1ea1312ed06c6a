import fs from 'node:fs';
import path from 'node:path';
import {
  BACKUP_FORMAT,
  END,
  gunzipped,
  MANIFEST,
  lastMigrationOf,
  openPgliteDir,
  type BackupManifest,
} from './embedded-backup.js';
import { readRestoreMarker, clearRestoreMarker, writeRestoreMarker } from './restore-marker.js';
import { bytesOf, readTar } from './tar.js';

export interface RestoreTarget {
  dataDir: string;
  /** The local file store's directory; undefined when files are in S3 (nothing to restore). */
  filesDir?: string;
  /** The newest migration this release has (the journal's last `when`). */
  codeLastMigration: number;
  log?: (line: string) => void;
}

export interface RestoreSummary {
  manifest: BackupManifest;
  /** Where the data the restore replaced now is. */
  previous: string;
  files: number;
  keys: number;
}

const STAGING = '.restore-staging';

/** An archive's entry name as a path under `root`, refusing any that would leave it. */
function inside(root: string, name: string): string {
  const target = path.resolve(root, name);
  if (!target.startsWith(`${path.resolve(root)}${path.sep}`)) {
    throw new Error(`the backup names a path outside its directory: ${name}`);
  }
  return target;
}

/** Moves a file or directory, copying when it is on another file system. */
function move(from: string, to: string) {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  try {
    fs.renameSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    fs.cpSync(from, to, { recursive: true, preserveTimestamps: true });
    fs.rmSync(from, { recursive: true, force: true });
  }
}

/**
 * Unpacks the whole backup into a staging directory beside the data (the database is opened
 * there once, which also proves it starts), and only then swaps it in: the restore marker is
 * written, the data it replaces is moved to `DATA_DIR/before-restore-<time>` (kept, never
 * deleted), the staged parts moved into place, and the marker removed. A backup that is not
 * whole, or is newer than this release, changes nothing.
 */
export async function restoreBackup(file: string, target: RestoreTarget): Promise<RestoreSummary> {
  const log = target.log ?? (() => undefined);
  const staging = path.join(target.dataDir, STAGING);
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { recursive: true, mode: 0o700 });
  try {
    let manifest: BackupManifest | undefined;
    let dump: Buffer | undefined;
    let ended = false;
    let count = 0;
    let files = 0;
    let keys = 0;
    for await (const entry of readTar(gunzipped(file))) {
      count++;
      if (count === 1) {
        if (entry.name !== MANIFEST) throw new Error(`${file} is not a Wander backup`);
        manifest = JSON.parse((await bytesOf(entry)).toString('utf8')) as BackupManifest;
        if (manifest.format !== BACKUP_FORMAT || manifest.version !== 1) {
          throw new Error(`${file} is not a Wander backup of a known format`);
        }
        if ((manifest.lastMigration ?? 0) > target.codeLastMigration) {
          throw new Error(
            `${file} comes from a newer Wander (its database has migrations this release does not know): restore it with that release`,
          );
        }
      } else if (entry.name === 'pglite.tar') {
        dump = await bytesOf(entry);
      } else if (entry.name === END) {
        const end = JSON.parse((await bytesOf(entry)).toString('utf8')) as { entries: number };
        if (end.entries !== count) throw new Error(`${file} is damaged (entries missing)`);
        ended = true;
      } else if (entry.type === 'file' && /^(keys|files)\//.test(entry.name)) {
        const to = inside(staging, entry.name);
        const mode = entry.name.startsWith('keys/') ? 0o700 : 0o755;
        fs.mkdirSync(path.dirname(to), { recursive: true, mode });
        const out = fs.createWriteStream(to, {
          mode: entry.name.startsWith('keys/') ? 0o600 : 0o644,
        });
        for await (const piece of entry.body) {
          if (!out.write(piece)) await new Promise<void>((r) => out.once('drain', () => r()));
        }
        await new Promise<void>((resolve, reject) =>
          out.end((e?: Error | null) => (e ? reject(e) : resolve())),
        );
        if (entry.name.startsWith('keys/')) keys++;
        else files++;
      }
    }
    if (!manifest || !ended || !dump) throw new Error(`${file} is cut short (no end entry)`);
    log(`backup of ${manifest.createdAt} read: the database, ${keys} key files, ${files} files`);
    // The dump is loaded into the staged directory: PGlite recovers it as after a crash (the
    // dump is a moment's state with its WAL), and a database that does not open stops here.
    const pglite = await openPgliteDir(path.join(staging, 'pglite'), new Blob([dump]));
    try {
      await lastMigrationOf(pglite);
    } finally {
      await pglite.close();
    }

    const earlier = readRestoreMarker(target.dataDir);
    const previous = path.join(
      target.dataDir,
      `before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`,
    );
    writeRestoreMarker(target.dataDir, {
      from: path.resolve(file),
      startedAt: new Date().toISOString(),
      previous: earlier
        ? `${previous} (and, before the earlier unfinished restore, ${earlier.previous})`
        : previous,
    });
    fs.mkdirSync(previous, { recursive: true, mode: 0o700 });
    const swaps: [string, string | undefined][] = [
      ['pglite', path.join(target.dataDir, 'pglite')],
      ['keys', path.join(target.dataDir, 'keys')],
      ['files', manifest.files === 'included' ? target.filesDir : undefined],
    ];
    for (const [part, live] of swaps) {
      if (live && fs.existsSync(live)) move(live, path.join(previous, part));
    }
    for (const [part, live] of swaps) {
      const staged = path.join(staging, part);
      if (live && fs.existsSync(staged)) move(staged, live);
    }
    clearRestoreMarker(target.dataDir);
    return { manifest, previous, files, keys };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
