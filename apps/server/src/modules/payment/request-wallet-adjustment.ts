import { eq } from 'drizzle-orm';
import { toMinor, type WalletAdjustmentRequest } from '@wander/contract';
import { walletAdjustments, wallets } from '../../db/schema/index.js';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';

export interface AdjustmentActor {
  userId: string;
  email: string;
}

/**
 * A platform user asks for a hand credit or debit of a wallet. Nothing moves yet: the request
 * waits, Pending, for another user's approval (decide-wallet-adjustment.ts).
 */
export async function requestWalletAdjustment(
  db: Tx,
  actor: AdjustmentActor,
  body: WalletAdjustmentRequest,
) {
  const [wallet] = await db
    .select({ id: wallets.id })
    .from(wallets)
    .where(eq(wallets.id, body.walletId));
  if (!wallet) throw AppError.validation({ walletId: ['Wallet is not a valid option'] });
  const [row] = await db
    .insert(walletAdjustments)
    .values({
      walletId: wallet.id,
      direction: body.direction,
      category: body.category,
      amountMinor: toMinor(body.amount),
      reason: body.reason,
      requestedBy: actor.userId,
      requestedByName: actor.email,
    })
    .returning({ id: walletAdjustments.id });
  return row.id;
}
