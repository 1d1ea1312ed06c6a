import {
  CatalogPath,
  CostMarginPath,
  type ProductMargins,
  ProductAdminPath,
  SerialImportPath,
  type CreateVariantInput,
  type DistributorOption,
  type ProductDetail,
  type ProductPrices,
  type ProductVariantRow,
  type SerialImportResult,
  type UpdateProductPricesInput,
  type UpdateVariantInput,
  type VariantQuantity,
} from '@wander/contract';
import { api, apiRequest } from '../../lib/api';

const at = (path: string, id: string) => `${path}/${encodeURIComponent(id)}`;

/** Product administration and eSIM stock import calls (spec section 7). */
export const catalogAdminApi = {
  product: (id: string) => api.get<ProductDetail>(at(ProductAdminPath.detailForEdit, id)),
  margins: (id: string) => api.get<ProductMargins>(at(CostMarginPath.productMargins, id)),
  quantities: (id: string) => api.get<VariantQuantity[]>(at(ProductAdminPath.quantity, id)),
  createVariant: (body: CreateVariantInput) =>
    apiRequest<ProductVariantRow>(ProductAdminPath.createVariant, { method: 'POST', body }),
  updateVariant: (id: string, body: UpdateVariantInput) =>
    apiRequest<ProductVariantRow>(at(ProductAdminPath.updateVariant, id), { method: 'PUT', body }),
  /** DELETE ...DeleteVariant?ids=a&ids=b (the ids repeated). */
  deleteVariants: (ids: string[]) =>
    apiRequest<null>(
      `${ProductAdminPath.deleteVariant}?${ids.map((id) => `ids=${encodeURIComponent(id)}`).join('&')}`,
      { method: 'DELETE' },
    ),
  distributors: () => api.get<DistributorOption[]>(CatalogPath.distributorOptions),
  prices: (productId: string, distributor: string) =>
    api.get<ProductPrices>(at(ProductAdminPath.prices, productId), {
      query: { distributorEntityCode: distributor },
    }),
  savePrices: (productId: string, body: UpdateProductPricesInput) =>
    apiRequest<ProductPrices>(at(ProductAdminPath.updatePrices, productId), {
      method: 'PUT',
      body,
    }),
  importSerials: (file: File) => {
    const formData = new FormData();
    formData.append('file', file);
    return apiRequest<SerialImportResult>(SerialImportPath.import, { method: 'POST', formData });
  },
};

/** Query keys of one product's administration data. */
export const productAdminKeys = {
  all: (id: string) => ['product-admin', id] as const,
  detail: (id: string) => ['product-admin', id, 'detail'] as const,
  quantities: (id: string) => ['product-admin', id, 'quantities'] as const,
  margins: (id: string) => ['product-admin', id, 'margins'] as const,
  prices: (id: string, distributor: string) =>
    ['product-admin', id, 'prices', distributor] as const,
};
