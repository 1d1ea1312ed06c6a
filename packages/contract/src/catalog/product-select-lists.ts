import { z } from 'zod';
import { COUNTRY_CODE_PATTERN } from '../product/country-patterns.js';

/** Product option lists of spec section 7 ("Product and plan"). */
export const ProductSelectListPath = {
  /** GET {path}/{productId}: the variants the working distributor prices, with the price. */
  pricedVariants: 'product/ProductPrice/GetProductSelectList',
  /** GET {path}/{countryCode}[/{provider}]: active products covering a country. */
  byCountry: 'product/WanderProductCountry/GetProductSelectListByCountry',
} as const;

export const countryCodeParam = z
  .string()
  .regex(COUNTRY_CODE_PATTERN, { error: 'Country Code should have 2 capital letters' });
