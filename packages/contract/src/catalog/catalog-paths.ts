import { messages } from '../validation/messages.js';

// The catalogue's constants and paths, zod-free (issue 30): the catalogue screen loads them
// without the request schemas (and zod) that the server and the admin screens use.

/** Catalogue page sizes (spec section 9): 8, 12, 16, 32, 64 and 128; default 12 from page 1. */
export const CATALOG_PAGE_SIZES = [8, 12, 16, 32, 64, 128] as const;
export const CATALOG_DEFAULT_PAGE_SIZE = 12;
/** Largest quantity one cart or order line may ask for. */
export const MAX_LINE_QUANTITY = 10_000;

/** The catalogue alerts of spec sections 5 and 8, word for word. */
export const CatalogMessage = {
  selectCountry: 'Please select at least one country.',
  checkDataType: 'Please check at least one Data Type.',
  selectDays: 'Please select number of days.',
  selectData: 'Please select data capacity.',
  insufficientStock: 'Insufficient Stock',
  quantityMin: messages.minValue('Quantity', 1),
} as const;

/** Catalogue calls (spec section 7, "Catalogue" and "Product and plan"). */
export const CatalogPath = {
  search: 'product/Product/SearchByDistributor',
  checkStock: 'product/Product/CheckProductVariantStock',
  getPrice: 'product/ProductPrice/GetPrice',
  distributorOptions: 'network/CompanyProfiles/GetConnectedDistributorOptions',
  /** Countries the distributor's catalogue covers: GET .../GetSelectList/{distributorEntityCode}. */
  countryOptions: 'product/WanderProductCountry/GetSelectList',
} as const;

/** A variant's stock check answer (CheckProductVariantStock). */
export const IN_STOCK = 'in stock';
export const OUT_OF_STOCK = 'out of stock';

/** POST product/BestSelling/SearchTopPlans: the catalogue's first page, before any search. */
export const TopPlanPath = { search: 'product/BestSelling/SearchTopPlans' } as const;
