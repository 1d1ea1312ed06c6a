/**
 * The server under test for the checkout benchmark, in its own process. Seeds the demo world,
 * then 20 buyer companies (each a Customer user of DIST001 with a large wallet), listens on a free
 * port and prints one JSON line: address, one token per buyer, and the checkout body.
 */
import { and, eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { openDatabase } from '../apps/server/src/platform/db/client.js';
import { hashPassword } from '../apps/server/src/platform/auth/passwords.js';
import { DEMO_PASSWORD, seedDemo } from '../apps/server/src/seed/seed-demo.js';
import {
  companies,
  productPrices,
  roles,
  userCompanies,
  userRoles,
  users,
  wallets,
  walletTransactions,
} from '../apps/server/src/db/schema/index.js';

const BUYERS = 20;
const database = await openDatabase({
  databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
  poolSize: 40,
});
await seedDemo(database.db);
const db = database.db;
const [customerRole] = await db.select().from(roles).where(eq(roles.name, 'Customer'));
const passwordHash = await hashPassword(DEMO_PASSWORD);
for (let i = 1; i <= BUYERS; i++) {
  const code = `BENCH${String(i).padStart(2, '0')}`;
  const [company] = await db
    .insert(companies)
    .values({
      entityCode: code,
      companyName: `Bench buyer ${i}`,
      companyType: 'customer',
      parentEntityCode: 'DIST001',
      defaultCurrency: 'MYR',
    })
    .returning();
  const [user] = await db
    .insert(users)
    .values({
      email: `bench${i}@wander.demo`,
      userName: `bench${i}`,
      firstName: 'Bench',
      lastName: String(i),
      passwordHash,
      emailConfirmed: true,
    })
    .returning();
  await db.insert(userCompanies).values({ userId: user.id, companyId: company.id });
  await db.insert(userRoles).values({ userId: user.id, roleId: customerRole.id, entityCode: code });
  const balance = 1_000_000_000; // 10,000,000.00: never the limit in a run
  const [wallet] = await db
    .insert(wallets)
    .values({ companyId: company.id, currency: 'MYR', balanceMinor: balance })
    .returning();
  await db.insert(walletTransactions).values({
    walletId: wallet.id,
    amountMinor: balance,
    balanceAfterMinor: balance,
    kind: 'opening',
    reference: 'bench',
  });
}
const [price] = await db
  .select({ variantId: productPrices.variantId })
  .from(productPrices)
  .where(
    and(
      eq(productPrices.entityCode, 'DIST001'),
      eq(productPrices.currency, 'MYR'),
      eq(productPrices.isActive, true),
    ),
  )
  .limit(1);

const config = loadConfig({
  LOG_LEVEL: 'silent',
  DATA_DIR: '/nonexistent-bench',
  AUTH_CONTEXT_CACHE_SECONDS: '60',
});
const app = await buildApp({ config, database, ephemeralKeys: true, logger: false });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const tokens: string[] = [];
for (let i = 1; i <= BUYERS; i++) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/token',
    headers: {
      'x-api-key': config.publicApiKey,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: `grant_type=password&username=bench${i}%40wander.demo&password=Wander%232026&client_id=wander-web`,
  });
  tokens.push(res.json().access_token as string);
}
const body = {
  dataPlanModel: {
    distributorEntityCode: 'DIST001',
    lines: [{ variantId: price.variantId, qty: 1 }],
  },
};
console.log(JSON.stringify({ address, tokens, body, kind: database.kind }));
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
