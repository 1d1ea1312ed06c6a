import { asc, eq } from 'drizzle-orm';
import { formatAmount, fromMinor } from '@wander/contract';
import { companies, walletAdjustments, wallets } from '../../db/schema/index.js';
import type { Tx } from '../../platform/db/client.js';
import type { ListSpec } from '../../crud/list-search.js';
import { toApiRow } from '../../crud/list-search.js';

/** POST payment/WalletAdjustment/Search and the detail: the request with its wallet's company. */
export const walletAdjustmentList: ListSpec = {
  columns: {
    id: walletAdjustments.id,
    adjustmentNo: walletAdjustments.adjustmentNo,
    walletId: walletAdjustments.walletId,
    entityCode: companies.entityCode,
    companyName: companies.companyName,
    currency: wallets.currency,
    direction: walletAdjustments.direction,
    category: walletAdjustments.category,
    amount: walletAdjustments.amountMinor,
    reason: walletAdjustments.reason,
    status: walletAdjustments.status,
    requestedByName: walletAdjustments.requestedByName,
    requestedAt: walletAdjustments.requestedAt,
    decidedByName: walletAdjustments.decidedByName,
    decidedAt: walletAdjustments.decidedAt,
    decisionNote: walletAdjustments.decisionNote,
    balanceBefore: walletAdjustments.balanceBeforeMinor,
    balanceAfter: walletAdjustments.balanceAfterMinor,
  },
  join: (q) =>
    q
      .innerJoin(wallets, eq(wallets.id, walletAdjustments.walletId))
      .innerJoin(companies, eq(companies.id, wallets.companyId)) as never,
  filters: {
    adjustmentNo: ['eq', 'contains'],
    status: ['eq', 'in'],
    direction: ['eq'],
    category: ['eq', 'in'],
    companyName: ['contains', 'startsWith'],
    entityCode: ['eq'],
    requestedAt: ['between', 'gte', 'lte'],
    requestedByName: ['contains'],
    decidedByName: ['contains'],
  },
  sorts: ['requestedAt', 'adjustmentNo', 'amount', 'status', 'companyName', 'decidedAt'],
  defaultSort: { column: 'requestedAt', order: 'desc' },
  money: ['amount', 'balanceBefore', 'balanceAfter'],
};

/** One adjustment as the API answers it, or null. */
export async function adjustmentById(db: Tx, id: string) {
  const [row] = await walletAdjustmentList.join!(
    db.select(walletAdjustmentList.columns).from(walletAdjustments).$dynamic(),
  ).where(eq(walletAdjustments.id, id));
  if (!row) return null;
  return toApiRow(walletAdjustmentList, row as Record<string, unknown>);
}

/** Every wallet as a select option: 'Company (CODE), MYR 1,234.00' (at most 1000, by name). */
export async function walletOptions(db: Tx) {
  const rows = await db
    .select({
      id: wallets.id,
      companyName: companies.companyName,
      entityCode: companies.entityCode,
      currency: wallets.currency,
      balance: wallets.balanceMinor,
    })
    .from(wallets)
    .innerJoin(companies, eq(companies.id, wallets.companyId))
    .orderBy(asc(companies.companyName))
    .limit(1000);
  return rows.map((w) => ({
    label: `${w.companyName} (${w.entityCode}), ${w.currency} ${formatAmount(fromMinor(w.balance))}`,
    value: w.id,
  }));
}
