import { eq } from 'drizzle-orm';
import { ADJUSTMENT_CATEGORIES, AdjustmentMessage } from '@wander/contract';
import { walletAdjustments, wallets } from '../../db/schema/index.js';
import type { Db, Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import type { AdjustmentActor } from './request-wallet-adjustment.js';
import { creditWallet, debitWallet } from './wallet-ledger.js';

const categoryLabel = (value: string) =>
  ADJUSTMENT_CATEGORIES.find((c) => c.value === value)?.label ?? value;

/** The request, locked for the decision; a decided one is refused. */
async function lockPending(tx: Tx, id: string) {
  const [row] = await tx
    .select()
    .from(walletAdjustments)
    .where(eq(walletAdjustments.id, id))
    .for('update');
  if (!row) throw AppError.notFound('Wallet Adjustment');
  if (row.status !== 'Pending') throw new AppError('BUSINESS_RULE', AdjustmentMessage.notPending);
  const [wallet] = await tx
    .select({
      companyId: wallets.companyId,
      currency: wallets.currency,
      balance: wallets.balanceMinor,
    })
    .from(wallets)
    .where(eq(wallets.id, row.walletId));
  return { row, wallet };
}

/**
 * Approves a Pending adjustment in one transaction: a second user (never the requester) posts
 * the ledger row with both names, and the request records the balance before and after. A debit
 * the wallet cannot cover is refused (422) and the request stays Pending.
 */
export async function approveWalletAdjustment(
  db: Db,
  actor: AdjustmentActor,
  id: string,
  note: string | undefined,
) {
  return db.transaction(async (tx) => {
    const { row, wallet } = await lockPending(tx, id);
    if (row.requestedBy === actor.userId || row.requestedByName === actor.email)
      throw new AppError('BUSINESS_RULE', AdjustmentMessage.sameUser);
    const entry = {
      companyId: wallet.companyId,
      amountMinor: row.amountMinor,
      currency: wallet.currency,
      kind: 'adjustment' as const,
      reference: `${row.adjustmentNo} ${categoryLabel(row.category)}`,
      requestedBy: row.requestedByName,
      approvedBy: actor.email,
    };
    const ledger =
      row.direction === 'credit' ? await creditWallet(tx, entry) : await debitWallet(tx, entry);
    await tx
      .update(walletAdjustments)
      .set({
        status: 'Approved',
        decidedBy: actor.userId,
        decidedByName: actor.email,
        decidedAt: new Date(),
        decisionNote: note ?? null,
        balanceBeforeMinor: ledger.balanceAfterMinor - ledger.amountMinor,
        balanceAfterMinor: ledger.balanceAfterMinor,
        walletTransactionId: ledger.id,
      })
      .where(eq(walletAdjustments.id, id));
  });
}

/**
 * Rejects a Pending adjustment with a note (any user with Approve, the requester too: that is how
 * a mistaken request is withdrawn). Nothing moves; the balance at the decision is recorded.
 */
export async function rejectWalletAdjustment(
  db: Db,
  actor: AdjustmentActor,
  id: string,
  note: string,
) {
  return db.transaction(async (tx) => {
    const { wallet } = await lockPending(tx, id);
    await tx
      .update(walletAdjustments)
      .set({
        status: 'Rejected',
        decidedBy: actor.userId,
        decidedByName: actor.email,
        decidedAt: new Date(),
        decisionNote: note,
        balanceBeforeMinor: wallet.balance,
        balanceAfterMinor: wallet.balance,
      })
      .where(eq(walletAdjustments.id, id));
  });
}
