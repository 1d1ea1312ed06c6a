import { lazy } from 'react';
import { wanderPlanResource } from '@wander/contract';
import type { CrudConfig } from '../../crud/crud-types';

/**
 * The Wander plan's generic detail and edit pages with its products, imports, exports and import
 * history below them (spec section 7, "Product and plan"). Loaded without the resource catalog.
 */
export const PLAN_CONFIG: CrudConfig = {
  resource: wanderPlanResource,
  detailExtra: lazy(() =>
    import('./plan-products-panel').then((m) => ({ default: m.PlanProductsPanel })),
  ),
};
