import { useQuery } from '@tanstack/react-query';
import { ApiPath } from '@wander/contract';
import { api } from '../api';
import { Money } from '../../ui/money';

/** The wallet balance line (GET payment/Wallet/WalletBalance). */
export function WalletBalance({ companyCode }: { companyCode: string | null }) {
  const { data, isError } = useQuery({
    queryKey: ['walletBalance', companyCode],
    queryFn: () => api.get<{ walletBalance: number }>(ApiPath.walletBalance),
  });
  if (isError) return null;
  return (
    <span className="app-header__wallet" aria-live="polite">
      Wallet Balance: {data ? <Money value={data.walletBalance} /> : '…'}
    </span>
  );
}
