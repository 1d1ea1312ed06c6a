import {
  LocationPath,
  ProductCostPath,
  ProductReviewPath,
  type GenerateLocationsResult,
  type LocationSetup,
  type LocationSetupInput,
  type PagedResult,
  type PagingRequest,
  type ProductReviewDetail,
  type UpdateByUomInput,
} from '@wander/contract';
import { api, apiRequest } from '../../lib/api';
import type { Row } from '../../crud/crud-types';

/** Stock locations (spec section 7 "Stock and location"). */
export const locationApi = {
  setup: () => api.get<LocationSetup>(LocationPath.setup),
  saveSetup: (body: LocationSetupInput) =>
    apiRequest<LocationSetup>(LocationPath.setup, { method: 'PUT', body }),
  generate: () =>
    apiRequest<GenerateLocationsResult>(LocationPath.generate, { method: 'POST', body: {} }),
};

/** A unit's products (product/ProductCost ...ByUom). */
export const uomProductsApi = {
  search: (uomId: string, paging: PagingRequest) =>
    api.post<PagedResult<Row>>(ProductCostPath.affectedByUom, { ...paging, uomId }),
  move: (body: UpdateByUomInput) =>
    apiRequest<{ moved: number }>(ProductCostPath.updateByUom, { method: 'PUT', body }),
};

export const reviewApi = {
  detail: (id: string) =>
    api.get<ProductReviewDetail>(`${ProductReviewPath.detail}/${encodeURIComponent(id)}`),
};

export const productKeys = {
  locationSetup: ['locationSetup'] as const,
  uomProducts: (uomId: string) => ['uomProducts', uomId] as const,
  review: (id: string) => ['productReview', id] as const,
};
