import { useQuery } from '@tanstack/react-query';
import type {
  StoreConsumerProfile,
  StoreDestination,
  StoreEsim,
  StoreOrder,
  StorePlan,
} from '@wander/contract';
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
const useSignedIn = () => Boolean(useSession());

/** Every destination the store sells, with its lowest price (home, search, regions). */
export function useDestinations() {
  return useQuery({
    queryKey: ['destinations'],
    queryFn: () => data<StoreDestination[]>(StoreOrderPath.destinations),
    staleTime: 5 * 60_000,
  });
}

/** One plan by its id (a plan's page, the cart). */
export function usePlan(variantId: string | undefined) {
  return useQuery({
    queryKey: ['plan', variantId],
    queryFn: () =>
      data<StorePlan[]>(`${StoreOrderPath.plans}?variantId=${variantId}`).then((p) => p[0] ?? null),
    enabled: Boolean(variantId && /^[0-9a-f-]{36}$/i.test(variantId)),
    staleTime: 5 * 60_000,
  });
}

/** The plans one of the consumer's eSIMs can be topped up with. */
export function useTopUps(esimId: string) {
  return useQuery({
    queryKey: ['top-ups', esimId],
    queryFn: () => data<StorePlan[]>(StoreOrderPath.esimTopUps.replace(':id', esimId)),
    enabled: useSignedIn(),
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
