// `npm run backup [-- FILE]`: a backup of the deployment (docs/operations.md, "Backups").
// Embedded database: one file holding the database (PGlite's dump, taken between two
// transactions), DATA_DIR/keys and the local files, made by the running server through its
// control socket, or read here when no server runs. PostgreSQL: a pgBackRest backup.
import '../../../../scripts/supported-node.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../platform/config.js';
import { askServer, openControlSocket } from '../platform/backup/control-socket.js';
import { openPgliteDir, verifyBackup, writeBackup } from '../platform/backup/embedded-backup.js';
import { assertNoUnfinishedRestore } from '../platform/backup/restore-marker.js';
import { pgbackrestBackup } from '../platform/backup/pgbackrest.js';

const USAGE = `Usage: npm run backup [-- FILE] [--type full|diff|incr]
Embedded database: writes DATA_DIR's database, keys and local files to FILE (default
BACKUP_DIR/wander-<time>.tar.gz, mode 0600), while the server runs or not.
PostgreSQL (DATABASE_URL set): takes a pgBackRest backup of the stanza npm run backup:setup
configured (on the database host; --type picks its kind, default incr: full when none exists).`;

const stamp = () =>
  new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

async function embedded(target: string) {
  const config = loadConfig();
  assertNoUnfinishedRestore(config.dataDir);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.partial`;
  const started = Date.now();
  const out = fs.createWriteStream(partial, { mode: 0o600 });
  try {
    const server = await askServer(config.dataDir, 'backup');
    if (server) {
      if (!server.ok) throw new Error(`the server refused: ${server.error}`);
      console.log(`the running server (pid ${server.pid}) makes the copy`);
      await pipeline(server.socket, out);
    } else {
      const dir = path.join(config.dataDir, 'pglite');
      if (!fs.existsSync(dir)) throw new Error(`${dir} holds no database: nothing to back up`);
      // No server runs: this process holds the control socket while it reads, so none starts.
      const control = await openControlSocket(config.dataDir);
      const pglite = await openPgliteDir(dir);
      try {
        const filesDir = config.files.s3 ? undefined : config.files.dir;
        await writeBackup({ pglite, dataDir: config.dataDir, filesDir }, out);
      } finally {
        await pglite.close();
        await control.close();
      }
    }
    const manifest = await verifyBackup(partial);
    fs.renameSync(partial, target);
    const mb = (fs.statSync(target).size / 1e6).toFixed(1);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `backup written: ${target} (${mb} MB in ${seconds} s, as of ${manifest.createdAt})`,
    );
    if (manifest.files === 's3') console.log('uploaded files are in S3: not in this backup');
  } catch (error) {
    out.destroy();
    fs.rmSync(partial, { force: true });
    throw error;
  }
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { type: { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help) return console.log(USAGE);
  const config = loadConfig();
  if (config.databaseUrl) {
    const type = values.type ?? 'incr';
    if (!['full', 'diff', 'incr'].includes(type)) throw new Error('--type: full, diff or incr');
    const seconds = await pgbackrestBackup(config.backup, type as 'full' | 'diff' | 'incr');
    console.log(
      `pgBackRest ${type} backup of stanza ${config.backup.stanza} done in ${seconds.toFixed(1)} s`,
    );
    return;
  }
  const target = path.resolve(
    positionals[0] ?? path.join(config.backup.dir, `wander-${stamp()}.tar.gz`),
  );
  await embedded(target);
}

main().catch((error: unknown) => {
  console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
