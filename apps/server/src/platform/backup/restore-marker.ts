import fs from 'node:fs';
import path from 'node:path';

/**
 * While `npm run restore` replaces the data directory it keeps this file in it; it is removed
 * only once every part (database, keys, files) is in place. A server never starts while it is
 * there: a directory half restored (a restore stopped by Ctrl-C, a full disk, a lost machine)
 * would hold the database of one moment with the keys or files of another.
 */
export const RESTORE_MARKER = 'RESTORE-IN-PROGRESS.json';

export interface RestoreMarker {
  /** The backup file being restored. */
  from: string;
  startedAt: string;
  /** Where the data the restore replaces was moved. */
  previous: string;
}

export function readRestoreMarker(dataDir: string): RestoreMarker | undefined {
  const file = path.join(dataDir, RESTORE_MARKER);
  if (!fs.existsSync(file)) return undefined;
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as RestoreMarker;
  } catch {
    return { from: '(unreadable marker)', startedAt: '?', previous: '?' };
  }
}

export function writeRestoreMarker(dataDir: string, marker: RestoreMarker) {
  const file = path.join(dataDir, RESTORE_MARKER);
  const fd = fs.openSync(file, 'w', 0o600);
  try {
    fs.writeSync(fd, JSON.stringify(marker, null, 2));
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

export function clearRestoreMarker(dataDir: string) {
  fs.rmSync(path.join(dataDir, RESTORE_MARKER), { force: true });
}

/** Throws, saying what to do, when `dataDir` holds a restore that did not finish. */
export function assertNoUnfinishedRestore(dataDir: string) {
  const marker = readRestoreMarker(dataDir);
  if (!marker) return;
  throw new Error(
    `${dataDir} is half restored: the restore of ${marker.from} started at ${marker.startedAt} ` +
      `did not finish. Run \`npm run restore ${marker.from}\` again to finish it (the data it ` +
      `replaced is in ${marker.previous}). The server does not start on a half restored directory.`,
  );
}
