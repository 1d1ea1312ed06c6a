// `npm run restore`: brings a backup back (docs/operations.md, "Backups").
//   npm run restore -- FILE                                 the embedded database, keys and files
//   npm run restore -- --to TIME --into DIR [--port 5433]  PostgreSQL as it was at TIME (pgBackRest)
import '../../../../scripts/supported-node.mjs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../platform/config.js';
import { lastMigrationIn } from '../platform/db/client.js';
import { assertNoServerOn, openControlSocket } from '../platform/backup/control-socket.js';
import { restoreBackup } from '../platform/backup/embedded-restore.js';
import { restoreToTime } from '../platform/backup/pgbackrest-restore.js';

const USAGE = `Usage:
  npm run restore -- FILE
      Embedded database: puts DATA_DIR's database, keys and local files back as they are in FILE
      (a file of npm run backup). Stop the server first. The data it replaces is moved to
      DATA_DIR/before-restore-<time>; until the restore is whole the server refuses to start.
  npm run restore -- --to TIME --into DIR [--port 5433]
      PostgreSQL (pgBackRest, on the database host): the cluster as it was at TIME (e.g.
      "2026-11-29 10:15:00+00") into the new data directory DIR, started on PORT. The cluster
      backed up is not touched; point DATABASE_URL at the restored one, or copy from it.`;

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      to: { type: 'string' },
      into: { type: 'string' },
      port: { type: 'string', default: '5433' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) return console.log(USAGE);
  const config = loadConfig();
  if (values.to) {
    if (!values.into) throw new Error(`--into DIR is needed with --to\n\n${USAGE}`);
    const port = Number(values.port);
    if (!Number.isInteger(port) || port <= 0) throw new Error('--port must be a port number');
    const restored = await restoreToTime({
      backup: config.backup,
      target: values.to,
      into: path.resolve(values.into),
      port,
      sourceUrl: config.databaseDirectUrl ?? config.databaseUrl,
      log: (line) => console.log(line),
    });
    console.log(`restored to ${values.to} in ${restored.seconds.toFixed(1)} s: ${restored.url}`);
    console.log(
      `(data directory ${restored.dataDir}; stop it with pg_ctl -D ${restored.dataDir} stop)`,
    );
    return;
  }
  const file = positionals[0];
  if (!file) throw new Error(`name the backup file\n\n${USAGE}`);
  if (config.databaseUrl) {
    throw new Error(
      'DATABASE_URL is set: a PostgreSQL deployment restores with --to TIME --into DIR',
    );
  }
  await assertNoServerOn(config.dataDir);
  // Held while the restore runs: a server started meanwhile refuses to open the directory.
  const control = await openControlSocket(config.dataDir);
  const started = Date.now();
  try {
    const done = await restoreBackup(path.resolve(file), {
      dataDir: config.dataDir,
      filesDir: config.files.s3 ? undefined : config.files.dir,
      codeLastMigration: lastMigrationIn(),
      log: (line) => console.log(line),
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `restored ${file} (as of ${done.manifest.createdAt}) into ${config.dataDir} in ${seconds} s`,
    );
    console.log(`the data it replaced is in ${done.previous}`);
  } finally {
    await control.close();
  }
}

main().catch((error: unknown) => {
  console.error(`restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
