import { formatAmount, type WalletBalanceInfo } from '@wander/contract';

export interface WalletShortfall {
  /** Why the wallet cannot pay, in words for the buyer. */
  reason: string;
  /** A top-up would mend it (the wallet exists, in the right currency, and is short). */
  topUp: boolean;
}

/**
 * Why the working company's wallet cannot pay `amount` (in `currency`), said before the click so
 * the pay choices can make the card the natural one (issue 37); null when it can, or while the
 * balance is not known (nothing is claimed then, and the server still decides).
 */
export function walletShortfall(
  wallet: WalletBalanceInfo | undefined,
  amount: number,
  currency: string,
  what: string,
): WalletShortfall | null {
  if (!wallet) return null;
  if (!wallet.hasWallet)
    return { reason: 'This company has no wallet: pay by card.', topUp: false };
  if (wallet.currency !== currency)
    return {
      reason: `Your wallet is in ${wallet.currency} and ${what} is in ${currency}: pay by card.`,
      topUp: false,
    };
  if (wallet.walletBalance >= amount) return null;
  return {
    reason:
      `Your wallet balance (${wallet.currency} ${formatAmount(wallet.walletBalance)}) does not ` +
      `cover ${what} (${currency} ${formatAmount(amount)}): pay by card, or top up your wallet first.`,
    topUp: true,
  };
}
