import { lazy } from 'react';
import { productResource } from '@wander/contract';
import type { CrudConfig } from '../../crud/crud-types';

/**
 * The product's generic detail and edit pages with its variants and prices below them. Loaded
 * without the resource catalog: the product's configuration is here.
 */
export const PRODUCT_CONFIG: CrudConfig = {
  resource: productResource,
  // A distributor reads the platform's catalogue; it changes only its own products.
  canChange: (row, companyCode) => row.entityCode === companyCode,
  detailExtra: lazy(() =>
    import('./product-admin-tabs').then((m) => ({ default: m.ProductAdminTabs })),
  ),
};
