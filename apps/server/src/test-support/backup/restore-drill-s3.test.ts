import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config.js';
import { setupBackups } from '../../platform/backup/pgbackrest.js';
import { restoreToTime } from '../../platform/backup/pgbackrest-restore.js';
import { chownToPostgres } from '../../platform/backup/pg-tools.js';
import { freePort } from '../../stack/free-port.js';
import { moment } from './drill-checks.js';
import { stopCluster, TempCluster } from './temp-cluster.js';

const enabled = !!process.env.DATABASE_URL && !!process.env.TEST_PG_BACKUP;
const BUCKET = 'wander-files';

async function sql(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(statement)).rows;
  } finally {
    await client.end();
  }
}

/**
 * The repository in S3-compatible storage (issue 42): with the file store's S3 settings
 * (S3_BUCKET, S3_ENDPOINT ...), `backup:setup` puts pgBackRest's repository in that bucket,
 * encrypted with BACKUP_CIPHER_PASS. Here the bucket is s3rver's over https (pgBackRest speaks
 * https only; a self-signed certificate, BACKUP_S3_VERIFY_TLS=false), in front of a cluster of
 * its own: the setup archives WAL and takes the first full backup there, and a restore to a
 * moment between two inserts brings back the first row and not the second.
 */
describe.skipIf(!enabled)('restore drill with the repository in S3', () => {
  let root = '';
  let s3: S3rver | undefined;
  let cluster: TempCluster | undefined;
  let restored = '';
  let env: Record<string, string> = {};

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'wander-drill-s3-'));
    chownToPostgres(root);
    const [key, cert] = [path.join(root, 'key.pem'), path.join(root, 'cert.pem')];
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
      ].concat(['-keyout', key, '-out', cert, '-days', '2', '-subj', '/CN=127.0.0.1']),
      { stdio: 'ignore' },
    );
    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: path.join(root, 's3'),
      key: fs.readFileSync(key),
      cert: fs.readFileSync(cert),
      configureBuckets: [{ name: BUCKET, configs: [] }],
    } as ConstructorParameters<typeof S3rver>[0]);
    const { port } = await s3.run();
    cluster = new TempCluster(path.join(root, 'source'), await freePort());
    await cluster.init();
    await cluster.start();
    env = {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `https://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      BACKUP_S3_VERIFY_TLS: 'false',
      BACKUP_CIPHER_PASS: 'drill-cipher-pass',
      BACKUP_PGBACKREST_CONFIG: path.join(root, 'pgbackrest.conf'),
      BACKUP_STANZA: 'drill_s3',
    };
  }, 120_000);

  afterAll(async () => {
    if (restored) await stopCluster(restored);
    await cluster?.stop();
    await s3?.close();
    if (root) fs.rmSync(root, { recursive: true, force: true });
  }, 60_000);

  it(
    'backs up into the bucket and restores to a moment from it',
    { timeout: 240_000 },
    async () => {
      const config = loadConfig(env);
      expect(config.backup.repoType).toBe('s3');
      const setup = await setupBackups({
        backup: config.backup,
        s3: config.files.s3,
        url: cluster!.url(),
        paths: { logPath: path.join(root, 'log'), lockPath: path.join(root, 'lock') },
        restart: () => cluster!.restart().then(() => undefined),
      });
      expect(setup).toBe('done');
      // The repository is in the bucket, encrypted: no file of it reads as PostgreSQL's.
      const stored = fs.readdirSync(path.join(root, 's3', BUCKET), { recursive: true }).map(String);
      expect(stored.some((f) => f.startsWith('pgbackrest/backup/drill_s3/'))).toBe(true);
      expect(stored.some((f) => f.startsWith('pgbackrest/archive/drill_s3/'))).toBe(true);
      const info = stored.find(
        (f) =>
          /^pgbackrest\/backup\/drill_s3\/backup\.info\b/.test(f) && !f.endsWith('metadata.json'),
      );
      const text = fs.readFileSync(path.join(root, 's3', BUCKET, info!), 'latin1');
      expect(text.startsWith('Salted__')).toBe(true); // OpenSSL's mark of ciphertext, no '[backrest]'

      // The backup's stop time is kept in whole seconds: the moment comes after it.
      await new Promise((r) => setTimeout(r, 1_500));
      const url = cluster!.url();
      await sql(url, 'create table drill (n int); insert into drill values (1)');
      const t = await moment(url);
      await sql(url, 'insert into drill values (2)');
      restored = path.join(root, 'restored');
      const done = await restoreToTime({
        backup: config.backup,
        target: t,
        into: restored,
        port: await freePort(),
        sourceUrl: url,
      });
      expect(await sql(done.url, 'select n from drill')).toEqual([{ n: 1 }]);
      console.log(`[drill s3] restore from the bucket to T took ${done.seconds.toFixed(1)} s`);
    },
  );
});
