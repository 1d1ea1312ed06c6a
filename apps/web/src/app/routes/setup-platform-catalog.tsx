import { wanderPlatformResource } from '@wander/contract';
import { lazy } from 'react';
import type { CrudConfig, CrudRoute } from '../../crud/crud-types';
import { configIn } from '../../crud/plain-config';

/** Setup > Sales Platform's generic pages, with what its store sells and its key on the detail. */
export const SETUP_PLATFORM_CATALOG = {
  '/setup/wander-platform': {
    resource: wanderPlatformResource,
    detailExtra: lazy(() =>
      import('../../modules/payment/platform-detail-panels').then((m) => ({
        default: m.PlatformDetailPanels,
      })),
    ),
  },
} satisfies Record<string, CrudConfig>;

export function crudConfigOf(route: CrudRoute): CrudConfig | undefined {
  return configIn(SETUP_PLATFORM_CATALOG, route);
}
