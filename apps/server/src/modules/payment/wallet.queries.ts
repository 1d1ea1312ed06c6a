import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { WALLET_SORTS, WALLET_TRANSACTION_SORTS } from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { companies, wallets, walletTransactions } from '../../db/schema/index.js';
import type { ListSpec } from '../../crud/list-search.js';

/** The wallet of a company, its row locked until the transaction ends (SELECT ... FOR UPDATE). */
export async function lockWallet(tx: Tx, companyId: string) {
  const [row] = await tx
    .select()
    .from(wallets)
    .where(eq(wallets.companyId, companyId))
    .for('update');
  return row ?? null;
}

const walletColumns = {
  id: wallets.id,
  entityCode: companies.entityCode,
  companyName: companies.companyName,
  currency: wallets.currency,
  balanceMinor: wallets.balanceMinor,
  updatedAt: wallets.updatedAt,
};

export async function walletOf(db: Tx, companyId: string) {
  const [row] = await db
    .select(walletColumns)
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
    requestedBy?: string | null;
    approvedBy?: string | null;
    topUpId?: string | null;
  },
) {
  await tx
    .update(wallets)
    .set({ balanceMinor: entry.balanceAfterMinor, updatedAt: sql`now()` })
    .where(eq(wallets.id, entry.walletId));
  const [row] = await tx.insert(walletTransactions).values(entry).returning();
  return row;
}

/** One wallet by id if the viewer's scope holds it (see wallet-access.ts), else null. */
export async function scopedWallet(db: Tx, id: string, scope: SQL | undefined) {
  const [row] = await db
    .select(walletColumns)
    .from(wallets)
    .innerJoin(companies, eq(companies.id, wallets.companyId))
    .where(and(eq(wallets.id, id), scope));
  return row ?? null;
}

const withCompany = (q: PgSelect) =>
  q.innerJoin(companies, eq(companies.id, wallets.companyId)) as unknown as PgSelect;
const text = ['eq', 'contains', 'startsWith', 'in'] as const;

/** POST payment/Wallet/Search: wallets with their company and balance. */
export const walletList: ListSpec = {
  columns: {
    id: wallets.id,
    entityCode: companies.entityCode,
    companyName: companies.companyName,
    currency: wallets.currency,
    walletBalance: wallets.balanceMinor,
    updatedAt: wallets.updatedAt,
  },
  join: withCompany,
  filters: { companyName: ['contains', 'startsWith', 'eq'], entityCode: text, currency: ['eq'] },
  sorts: WALLET_SORTS,
  defaultSort: { column: 'companyName', order: 'asc' },
  money: ['walletBalance'],
};

/** POST payment/WalletTransaction/Search: the ledger rows of the wallets a viewer sees. */
export const walletTransactionList: ListSpec = {
  columns: {
    id: walletTransactions.id,
    walletId: walletTransactions.walletId,
    kind: walletTransactions.kind,
    amount: walletTransactions.amountMinor,
    balanceAfter: walletTransactions.balanceAfterMinor,
    reference: walletTransactions.reference,
    purchaseOrderId: walletTransactions.purchaseOrderId,
    requestedBy: walletTransactions.requestedBy,
    approvedBy: walletTransactions.approvedBy,
    createdAt: walletTransactions.createdAt,
    entityCode: companies.entityCode,
    companyName: companies.companyName,
    currency: wallets.currency,
  },
  join: (q) =>
    withCompany(q.innerJoin(wallets, eq(wallets.id, walletTransactions.walletId)) as never),
  filters: {
    kind: ['eq', 'in'],
    createdAt: ['gte', 'lte', 'between', 'gt', 'lt'],
    reference: ['contains', 'eq', 'startsWith'],
    walletId: ['eq'],
    entityCode: text,
    companyName: ['contains', 'startsWith', 'eq'],
  },
  sorts: WALLET_TRANSACTION_SORTS,
  defaultSort: { column: 'createdAt', order: 'desc' },
  money: ['amount', 'balanceAfter'],
};

/** The balance after the wallet's last ledger row before `before` (0 if there is none). */
export async function balanceBefore(db: Tx, walletId: string, before: Date) {
  const [row] = await db
    .select({ balance: walletTransactions.balanceAfterMinor })
    .from(walletTransactions)
    .where(and(eq(walletTransactions.walletId, walletId), lt(walletTransactions.createdAt, before)))
    .orderBy(desc(walletTransactions.createdAt), desc(walletTransactions.id))
    .limit(1);
  return row?.balance ?? 0;
}

/** A wallet's ledger in [from, to), oldest first (at most `limit` rows), and its full totals. */
export async function ledgerBetween(db: Tx, walletId: string, from: Date, to: Date, limit: number) {
  const inRange = and(
    eq(walletTransactions.walletId, walletId),
    gte(walletTransactions.createdAt, from),
    lt(walletTransactions.createdAt, to),
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(walletTransactions)
      .where(inRange)
      .orderBy(asc(walletTransactions.createdAt), asc(walletTransactions.id))
      .limit(limit),
    db
      .select({
        count: sql<number>`count(*)::int`,
        credits: sql<number>`coalesce(sum(${walletTransactions.amountMinor}) filter (where ${walletTransactions.amountMinor} > 0), 0)::bigint`,
        debits: sql<number>`coalesce(sum(${walletTransactions.amountMinor}) filter (where ${walletTransactions.amountMinor} < 0), 0)::bigint`,
      })
      .from(walletTransactions)
      .where(inRange),
  ]);
  return {
    rows,
    count: totals.count,
    credits: Number(totals.credits),
    debits: Number(totals.debits),
  };
}
