import { useQuery } from '@tanstack/react-query';
import type { StoreConsumerProfile, StoreEsim, StoreOrder, StorePlan } from '@wander/contract';
import { StoreOrderPath, StorePath } from '@wander/contract/store/store-paths';
import { api } from './client';
import { useSession } from './session';

export type OrderSummary = Omit<StoreOrder, 'lines' | 'esims'>;
export interface StoreCoupon {
  couponCode: string;
  status: string;
  note: string | null;
  issuedAt: string;
  usedOrderNo: string | null;
}

const data = <T>(path: string) => api<T>(path).then((r) => r.data);

/** Every plan the store sells (one call, cached: destinations, plan pages and search use it). */
export function usePlans() {
  return useQuery({
    queryKey: ['plans'],
    queryFn: () => data<StorePlan[]>(StoreOrderPath.plans),
    staleTime: 5 * 60_000,
  });
}

/** The plans covering one destination, the ones covering just it first (the API's order). */
export function useDestinationPlans(country: string) {
  return useQuery({
    queryKey: ['plans', country],
    queryFn: () => data<StorePlan[]>(`${StoreOrderPath.plans}?country=${country}`),
    staleTime: 5 * 60_000,
  });
}

/** The destinations the store sells: every country of its plans. */
export function soldCountries(plans: StorePlan[] | undefined) {
  return [...new Set((plans ?? []).flatMap((p) => p.countries))].sort();
}

const useSignedIn = () => Boolean(useSession());

export function useMe() {
  return useQuery({
    queryKey: ['me'],
    queryFn: () => data<StoreConsumerProfile>(StorePath.me),
    enabled: useSignedIn(),
  });
}

export function useEsims() {
  return useQuery({
    queryKey: ['esims'],
    queryFn: () => data<StoreEsim[]>(StoreOrderPath.esims),
    enabled: useSignedIn(),
  });
}

export function useOrders() {
  return useQuery({
    queryKey: ['orders'],
    queryFn: () => data<OrderSummary[]>(StoreOrderPath.orders),
    enabled: useSignedIn(),
  });
}

/** One order; polled while it waits for its payment or its eSIMs (after the card page). */
export function useOrder(id: string, poll: boolean) {
  return useQuery({
    queryKey: ['order', id],
    queryFn: () => data<StoreOrder>(StoreOrderPath.order.replace(':id', id)),
    enabled: useSignedIn(),
    refetchInterval: (query) =>
      poll && query.state.data?.status !== 'Completed' && query.state.data?.status !== 'Cancelled'
        ? 2000
        : false,
  });
}

export function useCoupons() {
  return useQuery({
    queryKey: ['coupons'],
    queryFn: () => data<StoreCoupon[]>(StoreOrderPath.coupons),
    enabled: useSignedIn(),
  });
}
