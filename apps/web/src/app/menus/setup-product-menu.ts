import type { MenuEntry } from './menu-model';

export const CRUD = ['new', 'edit'] as const;
export const CRUD_DETAIL = ['new', 'edit', 'detail'] as const;

/** The Setup sidebar's Product group (spec section 2 "Setup section"), with its Setup sub-group. */
export const PRODUCT_GROUP: MenuEntry = {
  label: 'Product',
  children: [
    { label: 'Product', path: 'product-list', resource: 'product/Product', screens: CRUD_DETAIL },
    {
      label: 'Product Review',
      path: 'product-review-list',
      resource: 'product/ProductReview',
      screens: ['detail'],
    },
    {
      label: 'Movement Journal',
      path: 'movement-journal-list',
      resource: 'product/MovingJournal',
      screens: ['new', 'adjust', 'detail'],
    },
    { label: 'Usage Report', path: 'usage-report-list', resource: 'network/WanderUsageReport' },
    // Issue 27: the distributor's accounts at eSIM suppliers, and how each plan is supplied.
    {
      label: 'Providers',
      path: 'provider-list',
      resource: 'product/Providers',
      screens: CRUD_DETAIL,
    },
    { label: 'Plan Supply', path: 'plan-supply', resource: 'product/Providers' },
    {
      label: 'Setup',
      children: [
        {
          label: 'Cost Type Setup',
          path: 'cost-type-setup-list',
          resource: 'product/CostTypeSetup',
          screens: CRUD,
        },
        {
          label: 'Cost Setup',
          path: 'cost-setup-list',
          resource: 'product/CostSetup',
          screens: CRUD,
        },
        {
          label: 'Warranty Type',
          path: 'warranty-type-list',
          resource: 'product/WarrantyType',
          screens: CRUD,
        },
        { label: 'Warranty', path: 'warranty-list', resource: 'product/Warranty', screens: CRUD },
        {
          label: 'Dimension Setup',
          path: 'dimension-setup-list',
          resource: 'product/DimensionSetup',
          screens: CRUD,
        },
        { label: 'Location Setup', path: 'location-setup', resource: 'product/Location' },
        {
          label: 'Location Unit',
          path: 'location-unit-list',
          resource: 'product/LocationUnit',
          screens: CRUD,
        },
        {
          label: 'Location Sorting',
          path: 'location-sorting-list',
          resource: 'product/LocSortingHeader',
          screens: CRUD,
        },
        {
          label: 'Product Category',
          path: 'product-category-list',
          resource: 'product/ProductCategory',
          screens: CRUD,
        },
        {
          label: 'Product Type',
          path: 'product-type-list',
          resource: 'product/ProductType',
          screens: CRUD,
        },
        {
          label: 'Wander Plan',
          path: 'wander-plan-list',
          resource: 'product/WanderProductPlan',
          screens: CRUD_DETAIL,
        },
        {
          label: 'Wander Serial Number',
          path: 'wander-serial-number-list',
          resource: 'product/WanderSerialNumber',
          screens: ['import', 'new', 'edit'],
        },
        {
          label: 'Spark Package Import',
          path: 'spark-package-import',
          resource: 'product/SparkPackage',
        },
        {
          label: 'Location',
          path: 'location-list',
          resource: 'product/Location',
          screens: ['edit'],
        },
        { label: 'Brand', path: 'brand-list', resource: 'product/Brand', screens: CRUD },
      ],
    },
  ],
};
