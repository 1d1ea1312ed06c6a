// First: a start on an unsupported Node.js stops here, before anything else loads.
import { recordMissingLineCosts } from './modules/orders/record-line-costs.js';
import '../../../scripts/supported-node.mjs';
import path from 'node:path';
import { buildApp } from './app.js';
import { loadConfig } from './platform/config.js';
import { openDatabase } from './platform/db/client.js';
import { isConnectionError } from './platform/db/connection-errors.js';
import { seedDemo, seedRoles } from './seed/seed-demo.js';
import { seedReferenceData } from './seed/seed-reference.js';
import { seedDemoImages } from './seed/seed-images.js';
import { seedDemoPlatformLogos } from './seed/seed-platform-logos.js';
import { seedDemoOfferImages } from './seed/seed-offer-images.js';
import { announceFirstRun } from './modules/identity/announce-first-run.js';
import { closePool } from './platform/workers/pool.js';
import { openControlSocket } from './platform/backup/control-socket.js';
import { writeBackup } from './platform/backup/embedded-backup.js';
import { assertNoUnfinishedRestore } from './platform/backup/restore-marker.js';

// pg-boss 10 completes and fails jobs without awaiting it: when the database goes away at that
// moment (a failover), the rejection is nobody's. A lost connection must not stop the process
// (the job is not marked done and runs again when it expires; the jobs are idempotent); any
// other unhandled rejection still ends it, as Node.js does by default.
process.on('unhandledRejection', (reason) => {
  if (isConnectionError(reason)) {
    console.error(`database connection lost: ${(reason as Error).message}`);
    return;
  }
  console.error('unhandled rejection:', reason);
  process.exit(1);
});

async function main() {
  const config = loadConfig();
  // A data directory a restore left half done holds parts of two moments: never start on it.
  assertNoUnfinishedRestore(config.dataDir);
  // The embedded database is this process's alone: its control socket (opened before the
  // database) refuses a second server and serves `npm run backup` (platform/backup).
  const control = config.databaseUrl ? undefined : await openControlSocket(config.dataDir);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    directUrl: config.databaseDirectUrl,
    poolMode: config.databasePoolMode,
    poolSize: config.databasePoolSize,
    pgliteDir: path.join(config.dataDir, 'pglite'),
    migrationsFolder: config.migrationsDir,
    // Every database needs the built-in roles and the ISO reference data; the demo world is
    // optional. Under the start-up lock, so processes starting together seed one at a time.
    startup: async (db) => {
      await seedRoles(db);
      await seedReferenceData(db);
      if (config.seedDemo) await seedDemo(db);
      // Sales paid before costs were recorded at payment get theirs (nothing to do after once).
      await recordMissingLineCosts(db);
    },
  });
  control?.onBackup((out) =>
    writeBackup(
      {
        pglite: database.pglite!,
        dataDir: config.dataDir,
        filesDir: config.files.s3 ? undefined : config.files.dir,
      },
      out,
    ).then(() => undefined),
  );
  const app = await buildApp({ config, database });
  // Demo product images go through the file storage, which the app has built.
  if (config.seedDemo) {
    const made =
      (await seedDemoImages(database.db, app.services.files)) +
      (await seedDemoOfferImages(database.db, app.services.files)) +
      (await seedDemoPlatformLogos(database.db, app.services.files));
    if (made > 0) app.log.info({ images: made }, 'demo product and offer images generated');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      // First: a data directory copied after a stop must hold no socket.
      await control?.close();
      await app.close();
      await closePool();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Wander is ready on http://localhost:${config.port}${config.basePath} (database: ${database.kind})`,
  );
  // A real deployment's first start: no platform admin yet, so a one-time setup link is printed.
  await announceFirstRun(database.db, config.publicBaseUrl, (line) => app.log.warn(line));
}

main().catch((err: unknown) => {
  console.error('Wander failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
