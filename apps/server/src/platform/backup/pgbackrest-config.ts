import type { BackupConfig, S3Config } from '../config.js';

/** The PostgreSQL cluster pgBackRest backs up, as it reports itself. */
export interface PgCluster {
  /** data_directory */
  pgdata: string;
  port: number;
  /** The first of unix_socket_directories: pgBackRest connects through it as `postgres`. */
  socketDir: string;
  /** server_version_num / 10000 */
  major: number;
}

/** Where pgBackRest keeps its logs, locks and spool (defaults: Debian's /var/log/pgbackrest ...). */
export interface PgbackrestPaths {
  logPath?: string;
  lockPath?: string;
}

export const MANAGED_MARK = '# Written by `npm run backup:setup` (Wander)';

/** S3_ENDPOINT as pgBackRest takes it: a host and a port, always over TLS. */
export function s3EndpointOf(s3: S3Config): { host: string; port?: number } {
  if (!s3.endpoint) return { host: `s3.${s3.region}.amazonaws.com` };
  const url = new URL(s3.endpoint.includes('://') ? s3.endpoint : `https://${s3.endpoint}`);
  if (url.protocol !== 'https:') {
    throw new Error(
      `pgBackRest reaches S3 over https only: S3_ENDPOINT ${s3.endpoint} is ${url.protocol.slice(0, -1)} (give the server a certificate, or keep the backups in a local repository: BACKUP_REPO_TYPE=posix)`,
    );
  }
  return { host: url.hostname, port: url.port ? Number(url.port) : undefined };
}

/** The archive_command that pushes each finished WAL segment into the repository. */
export function archiveCommand(backup: BackupConfig): string {
  return `pgbackrest --config=${backup.pgbackrestConfig} --stanza=${backup.stanza} archive-push %p`;
}

/**
 * pgBackRest's configuration for Wander's stanza: the repository (a local directory, or the file
 * store's S3 bucket under BACKUP_REPO_PATH), full backups kept (BACKUP_RETENTION_FULL, the WAL
 * they need with them), optional encryption (BACKUP_CIPHER_PASS), zstd compression, an
 * immediate checkpoint when a backup starts, and the cluster to back up.
 */
export function renderPgbackrestConfig(
  backup: BackupConfig,
  s3: S3Config | undefined,
  cluster: PgCluster,
  paths: PgbackrestPaths = {},
): string {
  const global: Record<string, string | number | undefined> = {
    'repo1-type': backup.repoType,
    'repo1-path': backup.repoPath,
    'repo1-retention-full': backup.retentionFull,
    'repo1-cipher-type': backup.cipherPass ? 'aes-256-cbc' : undefined,
    'repo1-cipher-pass': backup.cipherPass,
  };
  if (backup.repoType === 's3') {
    if (!s3)
      throw new Error('BACKUP_REPO_TYPE=s3 needs the file store S3 settings (S3_BUCKET ...)');
    const endpoint = s3EndpointOf(s3);
    Object.assign(global, {
      'repo1-s3-bucket': s3.bucket,
      'repo1-s3-endpoint': endpoint.host,
      'repo1-storage-port': endpoint.port,
      'repo1-s3-region': s3.region,
      'repo1-s3-uri-style': s3.forcePathStyle ? 'path' : 'host',
      'repo1-storage-verify-tls': backup.s3VerifyTls ? undefined : 'n',
      // Without keys, the instance's role (pgBackRest reads the instance metadata).
      'repo1-s3-key-type': s3.accessKeyId ? 'shared' : 'auto',
      'repo1-s3-key': s3.accessKeyId,
      'repo1-s3-key-secret': s3.secretAccessKey,
    });
  }
  Object.assign(global, {
    'compress-type': 'zst',
    'start-fast': 'y',
    'process-max': 2,
    'log-level-console': 'warn',
    'log-level-file': 'info',
    'log-path': paths.logPath,
    'lock-path': paths.lockPath,
  });
  const stanza = {
    'pg1-path': cluster.pgdata,
    'pg1-port': cluster.port,
    'pg1-socket-path': cluster.socketDir,
  };
  const lines = (section: Record<string, string | number | undefined>) =>
    Object.entries(section)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => `${key}=${value}`);
  return [
    MANAGED_MARK,
    '# Change the environment (BACKUP_*, S3_*) and run it again rather than editing this file.',
    '[global]',
    ...lines(global),
    '',
    `[${backup.stanza}]`,
    ...lines(stanza),
    '',
  ].join('\n');
}
