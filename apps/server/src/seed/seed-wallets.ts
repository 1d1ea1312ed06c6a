import type { Db } from '../platform/db/client.js';
import { wallets, walletTransactions } from '../db/schema/index.js';
import { openMissingWallets } from '../modules/network/open-wallet.js';

/**
 * The demo customer starts with a wallet balance (an opening ledger entry, never a bare number);
 * every other business customer has its wallet, empty, as a company made today would.
 */
export async function seedWallets(db: Db, customerCompany: string) {
  const opening = 250_000;
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(wallets)
      .values({ companyId: customerCompany, currency: 'MYR', balanceMinor: opening })
      .onConflictDoNothing()
      .returning({ id: wallets.id });
    if (inserted.length === 1) {
      await tx.insert(walletTransactions).values({
        walletId: inserted[0].id,
        amountMinor: opening,
        balanceAfterMinor: opening,
        kind: 'opening',
        reference: 'Demo opening balance',
      });
    }
  });
  await openMissingWallets(db);
}
