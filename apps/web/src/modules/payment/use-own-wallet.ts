import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../lib/session/session';
import { walletApi, walletKeys } from './wallet-api';

/**
 * The working company's own wallet balance (GET payment/Wallet/WalletBalance), shared by the
 * header's line and the pay choices; `enabled: false` asks nothing (a user the line is not for).
 */
export function useOwnWallet(enabled = true) {
  const code = useSession().company.code ?? null;
  return useQuery({
    queryKey: walletKeys.own(code),
    queryFn: walletApi.balance,
    enabled,
  });
}
