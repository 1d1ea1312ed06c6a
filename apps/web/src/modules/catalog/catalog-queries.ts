import { CATALOG_DEFAULT_PAGE_SIZE, type DistributorOption } from '@wander/contract';
import { catalogApi } from './catalog-api';

/**
 * The catalogue's first answers as query options: the page's queries and the route's prefetch
 * (catalog-prefetch.ts) share them, so a prefetched answer is the one the page reads.
 */
export const distributorsQuery = {
  queryKey: ['catalog', 'distributors'],
  queryFn: catalogApi.distributors,
  staleTime: 60_000,
};

export const countriesQuery = (distributor: string | undefined) => ({
  queryKey: ['catalog', 'countries', distributor],
  queryFn: () => catalogApi.countries(distributor!),
  enabled: !!distributor,
  staleTime: 60_000,
});

export const topPlansQuery = (distributor: string | undefined) => ({
  queryKey: ['catalog', 'top-plans', distributor],
  queryFn: () =>
    catalogApi.topPlans({
      distributorEntityCode: distributor!,
      pageSize: CATALOG_DEFAULT_PAGE_SIZE,
    }),
  enabled: !!distributor,
  staleTime: 60_000,
});

/** The distributor the page opens with: the stored cart's, else the first one offered. */
export function defaultDistributor(
  options: readonly DistributorOption[],
  cartDistributor: string | undefined,
): DistributorOption | undefined {
  return options.find((o) => o.value === cartDistributor) ?? options[0];
}
