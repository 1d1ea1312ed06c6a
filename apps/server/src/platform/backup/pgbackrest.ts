import fs from 'node:fs';
import path from 'node:path';
import type { BackupConfig, S3Config } from '../config.js';
import {
  MANAGED_MARK,
  archiveCommand,
  renderPgbackrestConfig,
  type PgCluster,
  type PgbackrestPaths,
} from './pgbackrest-config.js';
import { chownToPostgres, runTool, setting, withClient } from './pg-tools.js';

/**
 * PostgreSQL's backups (docs/operations.md, "Backups"): pgBackRest, from Debian (`pgbackrest`),
 * with continuous WAL archiving (archive_command) and base backups into one repository, a local
 * directory or the file store's S3 bucket. pgBackRest reads the cluster's data directory, so it
 * runs on the database host as the `postgres` user (this code switches to it when run as root).
 */
export type BackupType = 'full' | 'diff' | 'incr';

export const pgbackrest = (backup: BackupConfig, args: string[]) =>
  runTool('pgbackrest', [
    `--config=${backup.pgbackrestConfig}`,
    `--stanza=${backup.stanza}`,
    ...args,
  ]);

/** The cluster behind `url` as pgBackRest must know it; PostgreSQL 15 or newer. */
export async function clusterOf(url: string): Promise<PgCluster> {
  return withClient(url, async (client) => {
    const major = Math.floor(Number(await setting(client, 'server_version_num')) / 10000);
    if (major < 15)
      throw new Error(`PostgreSQL ${major}: Wander's backups need PostgreSQL 15 or newer`);
    return {
      pgdata: await setting(client, 'data_directory'),
      port: Number(await setting(client, 'port')),
      socketDir: (await setting(client, 'unix_socket_directories')).split(',')[0].trim(),
      major,
    };
  });
}

export interface SetupOptions {
  backup: BackupConfig;
  s3?: S3Config;
  /** A superuser's connection to the cluster (ALTER SYSTEM). */
  url: string;
  paths?: PgbackrestPaths;
  /** Restarts PostgreSQL (archive_mode takes effect at a restart only); unset: the operator does. */
  restart?: () => Promise<void>;
  /** Takes a first full backup when the repository has none (default true). */
  initialBackup?: boolean;
  log?: (line: string) => void;
}

/** Writes a file only `postgres` reads (the configuration holds the S3 keys and cipher pass). */
function writeConfig(file: string, text: string) {
  if (fs.existsSync(file) && !fs.readFileSync(file, 'utf8').startsWith(MANAGED_MARK)) {
    throw new Error(
      `${file} exists and was not written by npm run backup:setup: move it away, or name another file in BACKUP_PGBACKREST_CONFIG`,
    );
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
  chownToPostgres(file);
}

function ownedDirectory(dir: string | undefined) {
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true, mode: 0o750 });
  chownToPostgres(dir);
}

/**
 * Configures continuous archiving and the stanza (idempotent: run it again after changing the
 * settings). Answers 'restart-needed' when archive_mode was off and no `restart` was given: the
 * operator restarts PostgreSQL and runs it again.
 */
export async function setupBackups(options: SetupOptions): Promise<'done' | 'restart-needed'> {
  const { backup } = options;
  const log = options.log ?? (() => undefined);
  const cluster = await clusterOf(options.url);
  writeConfig(
    backup.pgbackrestConfig,
    renderPgbackrestConfig(backup, options.s3, cluster, options.paths),
  );
  log(
    `pgBackRest configuration: ${backup.pgbackrestConfig} (stanza ${backup.stanza}, ${backup.repoType} repository ${backup.repoPath})`,
  );
  if (backup.repoType === 'posix') ownedDirectory(backup.repoPath);
  ownedDirectory(options.paths?.logPath);
  ownedDirectory(options.paths?.lockPath);

  const needsRestart = await withClient(options.url, async (client) => {
    const archiveMode = await setting(client, 'archive_mode');
    const walLevel = await setting(client, 'wal_level');
    await client.query(
      `alter system set archive_command = '${archiveCommand(backup).replace(/'/g, "''")}'`,
    );
    // A quiet database still sends its WAL within a minute: the most a lost disk can lose.
    await client.query(`alter system set archive_timeout = '60s'`);
    if (walLevel === 'minimal') await client.query(`alter system set wal_level = 'replica'`);
    if (archiveMode === 'off') await client.query(`alter system set archive_mode = 'on'`);
    await client.query('select pg_reload_conf()');
    return archiveMode === 'off' || walLevel === 'minimal';
  });
  if (needsRestart) {
    if (!options.restart) return 'restart-needed';
    log('restarting PostgreSQL (archive_mode takes effect at a restart)');
    await options.restart();
  }
  await pgbackrest(backup, ['stanza-create']);
  // Forces a WAL switch and waits until that segment is in the repository.
  await pgbackrest(backup, ['check']);
  log('archiving works: pgbackrest check passed');
  if ((options.initialBackup ?? true) && (await backupCount(backup)) === 0) {
    log('taking the first full backup');
    await pgbackrestBackup(backup, 'full');
  }
  return 'done';
}

/** The backups in the repository. */
export async function backupCount(backup: BackupConfig): Promise<number> {
  const info = JSON.parse(await pgbackrest(backup, ['info', '--output=json'])) as {
    backup?: unknown[];
  }[];
  return info[0]?.backup?.length ?? 0;
}

/** Takes a backup (incr and diff become full when there is none yet); answers its seconds. */
export async function pgbackrestBackup(backup: BackupConfig, type: BackupType): Promise<number> {
  const started = Date.now();
  await pgbackrest(backup, ['backup', `--type=${type}`]);
  return (Date.now() - started) / 1000;
}
