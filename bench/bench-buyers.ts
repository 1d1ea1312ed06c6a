import { eq } from 'drizzle-orm';
import type { Database } from '../apps/server/src/platform/db/client.js';
import { hashPassword } from '../apps/server/src/platform/auth/passwords.js';
import { DEMO_PASSWORD } from '../apps/server/src/seed/seed-demo.js';
import {
  companies,
  roles,
  userCompanies,
  userRoles,
  users,
  wallets,
  walletTransactions,
} from '../apps/server/src/db/schema/index.js';

/** `count` buyer companies of DIST001 (BENCH01 ...), each a Customer user with a wallet far beyond the run. */
export async function seedBuyers(database: Database, count: number) {
  const db = database.db;
  const [customerRole] = await db.select().from(roles).where(eq(roles.name, 'Customer'));
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (let i = 1; i <= count; i++) {
    const code = `BENCH${String(i).padStart(3, '0')}`;
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
    await db
      .insert(userRoles)
      .values({ userId: user.id, roleId: customerRole.id, entityCode: code });
    const balance = 1_000_000_000;
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
}
