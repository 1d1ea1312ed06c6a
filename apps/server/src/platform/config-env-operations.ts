import { v, type EnvSection } from './config-env-var.js';

/**
 * The variables of the operator's commands, in the same table (config-env.ts): backups and
 * restores (`npm run backup`, `backup:setup`, `restore`), and the local stacks
 * (`npm run stack:replicas`, `stack:ha`), which find Debian's programs by these paths.
 */
export const OPERATIONS_ENVIRONMENT: EnvSection[] = [
  {
    title: 'Backups',
    vars: [
      v(
        'BACKUP_DIR',
        '`./backups`',
        "where `npm run backup` writes an embedded deployment's backup files",
      ),
      v('BACKUP_STANZA', '`wander`', "pgBackRest's name for the cluster's backups"),
      v(
        'BACKUP_PGBACKREST_CONFIG',
        '`/etc/pgbackrest/pgbackrest.conf`',
        'the pgBackRest configuration `npm run backup:setup` writes (mode 0600, owned by `postgres`)',
      ),
      v(
        'BACKUP_REPO_TYPE',
        '`s3` when `S3_BUCKET` is set, else `posix`',
        "where pgBackRest keeps backups and WAL: a local directory, or the file store's S3 bucket",
      ),
      v(
        'BACKUP_REPO_PATH',
        '`/var/lib/pgbackrest` (posix), `/pgbackrest` (s3)',
        'the repository directory, or its prefix in the bucket',
      ),
      v(
        'BACKUP_RETENTION_FULL',
        '`2`',
        'full backups kept (with the WAL they need); older ones are expired after each backup',
      ),
      v(
        'BACKUP_CIPHER_PASS',
        'unset (not encrypted)',
        'encrypts the repository (aes-256-cbc); set it with S3, and keep it apart from the backups',
      ),
      v('BACKUP_S3_VERIFY_TLS', '`true`', "`false` accepts an S3 server's self-signed certificate"),
    ],
  },
  {
    title: 'Local stacks',
    vars: [
      v(
        'HAPROXY_PATH',
        '`/usr/sbin/haproxy`',
        "Debian's haproxy, which `npm run stack:replicas` puts in front of the replicas",
      ),
      v(
        'PG_HA_BINDIR',
        '`/usr/lib/postgresql/15/bin`',
        "PostgreSQL's programs for the cluster `npm run stack:ha` builds",
      ),
      v(
        'PG_AUTOCTL_PATH',
        '`/usr/bin/pg_autoctl`',
        "pg_auto_failover's command for `npm run stack:ha` (a monitor, a primary, a standby)",
      ),
    ],
  },
];
