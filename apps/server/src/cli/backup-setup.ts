// `npm run backup:setup`: configures PostgreSQL's backups with pgBackRest (docs/operations.md,
// "Backups"). Run it on the database host, as root or postgres, with a superuser's URL in
// DATABASE_DIRECT_URL or DATABASE_URL (or --url). Idempotent: run it again after a change.
import '../../../../scripts/supported-node.mjs';
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { loadConfig } from '../platform/config.js';
import { setupBackups } from '../platform/backup/pgbackrest.js';

const USAGE = `Usage: npm run backup:setup [-- --url URL] [--restart-command "CMD"] [--no-backup]
Writes pgBackRest's configuration (BACKUP_PGBACKREST_CONFIG, default /etc/pgbackrest/pgbackrest.conf)
for the cluster of URL (default DATABASE_DIRECT_URL or DATABASE_URL; a superuser), turns on WAL
archiving into the repository (a local directory, or the file store's S3 bucket when S3_BUCKET is
set), creates the stanza (BACKUP_STANZA, default wander), checks that archiving works and takes a
first full backup. archive_mode needs a restart of PostgreSQL: CMD does it (e.g. "systemctl restart
postgresql@15-main"); without it, restart PostgreSQL yourself and run this again.`;

function shell(command: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, { shell: true, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command}: exit ${code}`)),
    );
  });
}

async function main() {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      'restart-command': { type: 'string' },
      'no-backup': { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) return console.log(USAGE);
  const config = loadConfig();
  const url = values.url ?? config.databaseDirectUrl ?? config.databaseUrl;
  if (!url) throw new Error(`no PostgreSQL to back up: set DATABASE_URL or give --url\n\n${USAGE}`);
  const restartCommand = values['restart-command'];
  const result = await setupBackups({
    backup: config.backup,
    s3: config.files.s3,
    url,
    restart: restartCommand
      ? async () => {
          await shell(restartCommand);
          // Until PostgreSQL answers again.
          const deadline = Date.now() + 120_000;
          const { default: pg } = await import('pg');
          for (;;) {
            const client = new pg.Client({ connectionString: url });
            client.on('error', () => undefined);
            const up = await client.connect().then(
              () => true,
              () => false,
            );
            await client.end().catch(() => undefined);
            if (up) return;
            if (Date.now() > deadline)
              throw new Error('PostgreSQL did not come back after the restart');
            await new Promise((r) => setTimeout(r, 500));
          }
        }
      : undefined,
    initialBackup: !values['no-backup'],
    log: (line) => console.log(line),
  });
  if (result === 'restart-needed') {
    console.log(
      'archive_mode is set: restart PostgreSQL (e.g. systemctl restart postgresql@15-main), then run npm run backup:setup again',
    );
    process.exitCode = 3;
    return;
  }
  console.log(`backups are set up: pgbackrest --stanza=${config.backup.stanza} info shows them`);
}

main().catch((error: unknown) => {
  console.error(`backup:setup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
