// `npm run secrets:reseal`: the middle step of a SECRETS_KEY rotation (docs/operations.md,
// "Secrets"). With the new key in SECRETS_KEY and the old one in SECRETS_KEY_PREVIOUS, every
// value still sealed under the old key is sealed again under the new one: users' two-factor
// secrets, providers' credentials, a pending first-run secret. Each row is written only if
// nobody changed it meanwhile; running it twice changes nothing the second time.
import '../../../../scripts/supported-node.mjs';
import path from 'node:path';
import { loadConfig } from '../platform/config.js';
import { openDatabase } from '../platform/db/client.js';
import { loadSecretBox } from '../platform/crypto/secret-box.js';
import { assertNoUnfinishedRestore } from '../platform/backup/restore-marker.js';
import { assertNoServerOn } from '../platform/backup/control-socket.js';
import { resealColumn, SEALED_COLUMNS } from './reseal.js';

async function main() {
  const config = loadConfig();
  assertNoUnfinishedRestore(config.dataDir);
  if (!config.secretsKeyPrevious) {
    throw new Error(
      'set SECRETS_KEY_PREVIOUS to the key being replaced (and SECRETS_KEY to the new one)',
    );
  }
  const box = loadSecretBox({
    envKey: config.secretsKey,
    previousKey: config.secretsKeyPrevious,
    dataDir: config.dataDir,
  });
  // On the embedded database the server must be stopped: one process opens it.
  if (!config.databaseUrl) await assertNoServerOn(config.dataDir);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    directUrl: config.databaseDirectUrl,
    poolMode: config.databasePoolMode,
    poolSize: 2,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  let unreadable = 0;
  try {
    for (const column of SEALED_COLUMNS) {
      const result = await resealColumn(database.db, box, column);
      unreadable += result.unreadable;
      console.log(
        `${column.name}: ${result.resealed} sealed again under the new key (${result.total} sealed values)`,
      );
    }
  } finally {
    await database.close();
  }
  if (unreadable > 0) {
    console.error(
      `${unreadable} values open under neither key: they were sealed under a third one`,
    );
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(`secrets:reseal failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
