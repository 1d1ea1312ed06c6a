// `npm run admin:create`: a scripted install's first platform admin (docs/api-contract.md, "First
// run"). The same transaction as the first-run page; the second factor's secret is printed here.
import '../../../../scripts/supported-node.mjs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { firstRunCompleteSchema } from '@wander/contract';
import { loadConfig } from '../platform/config.js';
import { openDatabase } from '../platform/db/client.js';
import { loadSecretBox } from '../platform/crypto/secret-box.js';
import { assertNoServerOn } from '../platform/backup/control-socket.js';
import { assertNoUnfinishedRestore } from '../platform/backup/restore-marker.js';
import { hashPassword } from '../platform/auth/passwords.js';
import { seedRoles } from '../seed/seed-demo.js';
import { seedReferenceData } from '../seed/seed-reference.js';
import { createPlatformAdmin } from '../modules/identity/create-platform-admin.js';
import { newTotpSecret, otpauthUri } from '../modules/identity/totp.js';

const USAGE = `Usage: ADMIN_PASSWORD=... npm run admin:create -- --email EMAIL --first-name NAME --last-name NAME
         --company "COMPANY NAME" --currency MYR --country MY [--code WANDER]
Creates the platform company and its platform admin (DmsAdmin) with two-factor sign-in on, while no
platform admin exists. The password is read from ADMIN_PASSWORD, or from the first line of standard
input. Prints the authenticator secret and ten recovery codes once. On the embedded database, stop
the server first (one process opens ./data at a time).`;

async function readPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  if (process.stdin.isTTY) process.stdout.write('Password: ');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) {
    chunks.push(chunk as Buffer);
    if (String(chunk).includes('\n')) break;
  }
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0];
}

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      company: { type: 'string' },
      code: { type: 'string', default: 'WANDER' },
      currency: { type: 'string' },
      country: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const password = await readPassword();
  const parsed = firstRunCompleteSchema.safeParse({
    token: 'admin-create',
    otp: '000000',
    email: values.email ?? '',
    firstName: values['first-name'] ?? '',
    lastName: values['last-name'] ?? '',
    companyName: values.company ?? '',
    entityCode: (values.code ?? '').toUpperCase(),
    defaultCurrency: (values.currency ?? '').toUpperCase(),
    country: (values.country ?? '').toUpperCase(),
    password,
    confirmedPassword: password,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      console.error(`${issue.path.join('.')}: ${issue.message}`);
    console.error(`\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  assertNoUnfinishedRestore(config.dataDir);
  if (!config.databaseUrl) await assertNoServerOn(config.dataDir);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    directUrl: config.databaseDirectUrl,
    poolMode: config.databasePoolMode,
    poolSize: 2,
    pgliteDir: path.join(config.dataDir, 'pglite'),
    startup: async (db) => {
      await seedRoles(db);
      await seedReferenceData(db);
    },
  });
  try {
    const box = loadSecretBox({ envKey: config.secretsKey, dataDir: config.dataDir });
    const { token: _t, otp: _o, password: _p, confirmedPassword: _c, ...details } = parsed.data;
    const totpSecret = newTotpSecret();
    const result = await createPlatformAdmin(
      database.db,
      box,
      { ...details, passwordHash: await hashPassword(password) },
      async () => ({ totpSecret, usedStep: null }),
    );
    console.log(`Platform admin ${result.email} created for ${result.entityCode}.`);
    console.log(`Authenticator secret (time-based, issuer Wander): ${totpSecret}`);
    console.log(`otpauth URI: ${otpauthUri(result.email, totpSecret)}`);
    console.log('Recovery codes (each signs in once; keep them safe):');
    for (const code of result.recoveryCodes) console.log(`  ${code}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

await main();
