import {
  CatalogPath,
  type CatalogProduct,
  type CatalogSearchRequest,
  type DistributorOption,
  type PriceQuote,
  type SelectOption,
  type StockCheck,
  TopPlanPath,
  type TopPlansRequest,
} from '@wander/contract';
import { api } from '../../lib/api';

export interface CatalogPage {
  items: CatalogProduct[];
  pageCount: number;
  totalCount: number;
}

/** The catalogue calls of spec section 7 ("Catalogue"). */
export const catalogApi = {
  distributors: () => api.get<DistributorOption[]>(CatalogPath.distributorOptions),
  countries: (distributor: string) =>
    api.get<SelectOption[]>(`${CatalogPath.countryOptions}/${encodeURIComponent(distributor)}`),
  search: (request: CatalogSearchRequest) => api.post<CatalogPage>(CatalogPath.search, request),
  /** The distributor's top plans for the buyer, in their order: the page before any search. */
  topPlans: (request: TopPlansRequest) => api.post<CatalogPage>(TopPlanPath.search, request),
  price: (productId: string, distributor: string, quantity: number, variantId?: string) =>
    api.post<PriceQuote>(`${CatalogPath.getPrice}/${productId}`, {
      distributorEntityCode: distributor,
      quantity,
      variantId,
    }),
  stock: (productId: string, variantId: string, quantity: number, distributor: string) =>
    api.get<StockCheck>(`${CatalogPath.checkStock}/${productId}/${variantId}/${quantity}`, {
      query: { distributorEntityCode: distributor },
    }),
};
