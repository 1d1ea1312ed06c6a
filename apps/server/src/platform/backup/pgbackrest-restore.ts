import fs from 'node:fs';
import path from 'node:path';
import type { BackupConfig } from '../config.js';
import { pgbackrest } from './pgbackrest.js';
import { chownToPostgres, runTool, withClient } from './pg-tools.js';

export interface RestoreToTimeOptions {
  backup: BackupConfig;
  /** The moment to restore to (a PostgreSQL timestamp with its zone, e.g. 2026-11-29 10:15:00+00). */
  target: string;
  /** A new, empty data directory for the restored cluster. */
  into: string;
  /** The port the restored cluster listens on (not the source's). */
  port: number;
  /**
   * The cluster backed up, when it still answers: its last WAL is sent to the repository first
   * (pgbackrest check), and the restored cluster's URL keeps its user, password and database.
   */
  sourceUrl?: string;
  /** PostgreSQL's programs; default /usr/lib/postgresql/<major>/bin (Debian). */
  pgBinDir?: string;
  log?: (line: string) => void;
}

export interface RestoredCluster {
  /** The restored cluster's URL (the source's user and database, port `port`). */
  url: string;
  /** From the start of the restore to the restored cluster taking writes. */
  seconds: number;
  dataDir: string;
}

/** On Debian the configuration is in /etc/postgresql, not in the data directory: a minimal one. */
function ensureConfigFiles(dir: string, port: number) {
  if (!fs.existsSync(path.join(dir, 'postgresql.conf'))) {
    fs.writeFileSync(
      path.join(dir, 'postgresql.conf'),
      `# Written by npm run restore: the restored copy of a Debian cluster (its configuration was in /etc/postgresql).\nlisten_addresses = 'localhost'\nport = ${port}\n`,
    );
    chownToPostgres(path.join(dir, 'postgresql.conf'));
  }
  if (!fs.existsSync(path.join(dir, 'pg_hba.conf'))) {
    fs.writeFileSync(
      path.join(dir, 'pg_hba.conf'),
      'local all all peer\nhost all all 127.0.0.1/32 scram-sha-256\nhost all all ::1/128 scram-sha-256\n',
    );
    chownToPostgres(path.join(dir, 'pg_hba.conf'));
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Restores the stanza's cluster as it was at `target` into a new data directory and starts it on
 * `port`: pgBackRest picks the last backup before the target and copies it, PostgreSQL replays
 * the archived WAL up to the last commit at or before the target and is promoted, taking writes.
 * The restored cluster does not archive (archive_mode off: it must not push WAL of a new timeline
 * into the source's repository). The source is not touched.
 */
export async function restoreToTime(options: RestoreToTimeOptions): Promise<RestoredCluster> {
  const log = options.log ?? (() => undefined);
  const { backup, into, port } = options;
  if (fs.existsSync(into) && fs.readdirSync(into).length > 0) {
    throw new Error(`${into} is not empty: restore into a new directory`);
  }
  if (options.sourceUrl) {
    // The WAL written since the last segment was archived (the moments before a mistake).
    await pgbackrest(backup, ['check']).then(
      () => log('the source cluster answered: its last WAL is in the repository'),
      (error: Error) =>
        log(
          `the source cluster did not send its last WAL (${error.message.split('\n')[0]}); restoring from what the repository has`,
        ),
    );
  }
  const started = Date.now();
  fs.mkdirSync(into, { recursive: true, mode: 0o700 });
  fs.chmodSync(into, 0o700);
  chownToPostgres(into);
  await pgbackrest(backup, [
    `--pg1-path=${into}`,
    '--type=time',
    `--target=${options.target}`,
    '--target-action=promote',
    '--archive-mode=off',
    'restore',
  ]);
  log(`backup copied into ${into}; replaying the WAL up to ${options.target}`);
  ensureConfigFiles(into, port);
  const major = fs.readFileSync(path.join(into, 'PG_VERSION'), 'utf8').trim();
  const bin = options.pgBinDir ?? `/usr/lib/postgresql/${major}/bin`;
  const logFile = path.join(into, 'restore.log');
  const logTail = () =>
    fs.existsSync(logFile)
      ? fs.readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n')
      : '';
  try {
    await runTool(path.join(bin, 'pg_ctl'), [
      '-D',
      into,
      '-l',
      logFile,
      '-o',
      `-p ${port}`,
      '-w',
      '-t',
      '3600',
      'start',
    ]);
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${logTail()}`);
  }
  const url = new URL(options.sourceUrl ?? 'postgres://postgres@localhost/postgres');
  url.hostname = '127.0.0.1';
  url.port = String(port);
  // Recovery ends with the promotion: the cluster takes writes from then on.
  for (;;) {
    const recovering = await withClient(url.toString(), async (client) => {
      const { rows } = await client.query<{ r: boolean }>('select pg_is_in_recovery() as r');
      return rows[0].r;
    }).catch(() => true);
    if (!recovering) break;
    // A target past the archived WAL ends recovery with an error, and PostgreSQL stops.
    if (!fs.existsSync(path.join(into, 'postmaster.pid'))) {
      throw new Error(`the restored cluster stopped during recovery:\n${logTail()}`);
    }
    await sleep(200);
  }
  return { url: url.toString(), seconds: (Date.now() - started) / 1000, dataDir: into };
}
