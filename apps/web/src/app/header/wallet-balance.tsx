import { Money } from '../../ui/money';
import { useOwnWallet } from '../../modules/payment/use-own-wallet';

/**
 * The wallet balance line (GET payment/Wallet/WalletBalance): shown only once the working company
 * is known to have a wallet, so staff of a company that has none (the platform, a distributor)
 * never read "Wallet Balance: 0.00". Every wallet change refreshes it (walletKeys.all).
 */
export function WalletBalance() {
  const { data } = useOwnWallet();
  if (!data?.hasWallet) return null;
  return (
    <span className="app-header__wallet" aria-live="polite">
      Wallet Balance: <Money value={data.walletBalance} />
    </span>
  );
}
