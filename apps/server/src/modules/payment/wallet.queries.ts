import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { companies, wallets, walletTransactions } from '../../db/schema/index.js';

/** The wallet of a company, its row locked until the transaction ends (SELECT ... FOR UPDATE). */
export async function lockWallet(tx: Tx, companyId: string) {
  const [row] = await tx
    .select()
    .from(wallets)
    .where(eq(wallets.companyId, companyId))
    .for('update');
  return row ?? null;
}

export async function walletOf(db: Tx, companyId: string) {
  const [row] = await db
    .select({
      id: wallets.id,
      entityCode: companies.entityCode,
      companyName: companies.companyName,
      currency: wallets.currency,
      balanceMinor: wallets.balanceMinor,
      updatedAt: wallets.updatedAt,
    })
    .from(wallets)
    .innerJoin(companies, eq(companies.id, wallets.companyId))
    .where(eq(wallets.companyId, companyId));
  return row ?? null;
}

/** Sets the locked wallet's balance and appends the ledger row that explains it. */
export async function writeLedger(
  tx: Tx,
  entry: {
    walletId: string;
    amountMinor: number;
    balanceAfterMinor: number;
    kind: string;
    reference: string | null;
    purchaseOrderId: string | null;
  },
) {
  await tx
    .update(wallets)
    .set({ balanceMinor: entry.balanceAfterMinor, updatedAt: sql`now()` })
    .where(eq(wallets.id, entry.walletId));
  const [row] = await tx.insert(walletTransactions).values(entry).returning();
  return row;
}

/** Wallets a company may look at: its own, and those of the companies it distributes to. */
export function visibleWallets(entityCode: string): SQL {
  return or(eq(companies.entityCode, entityCode), eq(companies.parentEntityCode, entityCode))!;
}

/** Ids of the wallets a company may look at (a sub-select for the ledger list). */
export function visibleWalletIds(db: Tx, entityCode: string) {
  return db
    .select({ id: wallets.id })
    .from(wallets)
    .innerJoin(companies, eq(companies.id, wallets.companyId))
    .where(visibleWallets(entityCode));
}

export async function searchWallets(
  db: Tx,
  where: SQL | undefined,
  page: { limit: number; offset: number },
) {
  const [items, [{ total }]] = await Promise.all([
    db
      .select({
        id: wallets.id,
        entityCode: companies.entityCode,
        companyName: companies.companyName,
        currency: wallets.currency,
        balanceMinor: wallets.balanceMinor,
        updatedAt: wallets.updatedAt,
      })
      .from(wallets)
      .innerJoin(companies, eq(companies.id, wallets.companyId))
      .where(where)
      .orderBy(companies.companyName, wallets.id)
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(wallets)
      .innerJoin(companies, eq(companies.id, wallets.companyId))
      .where(where),
  ]);
  return { items, total };
}
