import { WalletMessage } from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { lockWallet, writeLedger } from './wallet.queries.js';

export interface LedgerEntry {
  companyId: string;
  /** Positive: the amount to take (debit) or add (credit), in minor units. */
  amountMinor: number;
  currency: string;
  kind: 'purchase' | 'topup' | 'refund' | 'opening' | 'adjustment';
  reference: string | null;
  purchaseOrderId?: string | null;
  /** A hand adjustment's requester and approver, written with the row (the ledger is append-only). */
  requestedBy?: string;
  approvedBy?: string;
  /** The paid wallet top-up a 'topup' credit belongs to (one credit per top-up). */
  topUpId?: string | null;
}

/**
 * Takes money from a company's wallet inside the caller's transaction: the wallet row is locked
 * (FOR UPDATE) so concurrent debits queue up, the balance is checked, and the ledger row is
 * appended. The CHECK constraint on the balance is the last line of defence, never the first.
 */
export async function debitWallet(tx: Tx, entry: LedgerEntry) {
  if (!Number.isInteger(entry.amountMinor) || entry.amountMinor <= 0) {
    throw new AppError('BUSINESS_RULE', 'The amount to pay must be more than zero');
  }
  const wallet = await lockWallet(tx, entry.companyId);
  if (!wallet)
    throw new AppError('INSUFFICIENT_BALANCE', WalletMessage.insufficient, undefined, 422);
  if (wallet.currency !== entry.currency) {
    throw new AppError('CURRENCY_MISMATCH', WalletMessage.currencyMismatch, undefined, 422);
  }
  if (wallet.balanceMinor < entry.amountMinor) {
    throw new AppError('INSUFFICIENT_BALANCE', WalletMessage.insufficient, undefined, 422);
  }
  return writeLedger(tx, {
    walletId: wallet.id,
    amountMinor: -entry.amountMinor,
    balanceAfterMinor: wallet.balanceMinor - entry.amountMinor,
    kind: entry.kind,
    reference: entry.reference,
    purchaseOrderId: entry.purchaseOrderId ?? null,
    requestedBy: entry.requestedBy ?? null,
    approvedBy: entry.approvedBy ?? null,
  });
}

/** Adds money (opening balance, top-up, refund) under the same row lock. */
export async function creditWallet(tx: Tx, entry: LedgerEntry) {
  if (!Number.isInteger(entry.amountMinor) || entry.amountMinor <= 0) {
    throw new AppError('BUSINESS_RULE', 'The amount must be more than zero');
  }
  const wallet = await lockWallet(tx, entry.companyId);
  if (!wallet) throw new AppError('NOT_FOUND', WalletMessage.noWallet);
  if (wallet.currency !== entry.currency) {
    throw new AppError('CURRENCY_MISMATCH', WalletMessage.currencyMismatch, undefined, 422);
  }
  return writeLedger(tx, {
    walletId: wallet.id,
    amountMinor: entry.amountMinor,
    balanceAfterMinor: wallet.balanceMinor + entry.amountMinor,
    kind: entry.kind,
    reference: entry.reference,
    purchaseOrderId: entry.purchaseOrderId ?? null,
    requestedBy: entry.requestedBy ?? null,
    approvedBy: entry.approvedBy ?? null,
    topUpId: entry.topUpId ?? null,
  });
}
