// `npm run db:migrate`: applies the pending migrations of this release (or of MIGRATIONS_DIR) and
// exits, under the same start-up lock as a server's start. A rolling upgrade runs it from the new
// release while the old one still serves (docs/operations.md, "Upgrades").
import '../../../../scripts/supported-node.mjs';
import path from 'node:path';
import { loadConfig } from '../platform/config.js';
import { openDatabase } from '../platform/db/client.js';
import { assertNoUnfinishedRestore } from '../platform/backup/restore-marker.js';

async function main() {
  const config = loadConfig();
  assertNoUnfinishedRestore(config.dataDir);
  if (!config.databaseUrl) {
    console.log('the embedded database is migrated by the server at its start: nothing to do');
    return;
  }
  const started = Date.now();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    directUrl: config.databaseDirectUrl,
    poolMode: config.databasePoolMode,
    poolSize: 1,
    pgliteDir: path.join(config.dataDir, 'pglite'),
    migrationsFolder: config.migrationsDir,
  });
  await database.close();
  console.log(`migrations applied in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(`db:migrate failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
