import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../platform/db/client.js';
import { seedDemo } from '../seed/seed-demo.js';
import { compactDump } from '../platform/backup/pglite-dump.js';
import { seedTestFiles } from './test-files.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, seeded database every test file copies instead of seeding its own. */
    seededTemplate: { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; name: string };
  }
}

/**
 * Migrates and seeds the demo world once per run. Each test file then starts from a copy: a
 * PGlite data-directory dump on the embedded database, `CREATE DATABASE … TEMPLATE` on PostgreSQL.
 * Seeding per file (password hashing included) was most of every API test file's time.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({});
    await seedDemo(database.db);
    await seedTestFiles(database.db);
    const dump = await compactDump(database.pglite!);
    await database.close();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wander-seed-'));
    const dumpFile = path.join(dir, 'seeded.tar');
    fs.writeFileSync(dumpFile, dump);
    project.provide('seededTemplate', { kind: 'pglite', dumpFile });
    return () => fs.rmSync(dir, { recursive: true, force: true });
  }
  const name = `wander_seed_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await adminQuery(url, `create database ${name}`);
  const templateUrl = new URL(url);
  templateUrl.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: templateUrl.toString(), poolSize: 4 });
  await seedDemo(database.db);
  await seedTestFiles(database.db);
  await database.close();
  project.provide('seededTemplate', { kind: 'postgres', name });
  return () => adminQuery(url, `drop database if exists ${name} with (force)`);
}

export async function adminQuery(url: string, statement: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
