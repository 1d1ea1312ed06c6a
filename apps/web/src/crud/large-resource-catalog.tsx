import { companyProfileResource } from '@wander/contract';
import { isPlatformAdmin } from '../lib/access/permissions';
import type { CrudConfig, CrudRoute } from './crud-types';
import { configIn } from './plain-config';

/**
 * The General declarations that carry large data (the company profile's fields, the ISO country
 * list), in a catalog of their own so the section's other pages do not load them.
 */
export const LARGE_CRUD_CATALOG = {
  '/general/company': {
    resource: companyProfileResource,
    // A company admin opens its own company (company-edit is for platform admins).
    openRow: (_row, profile) => (isPlatformAdmin(profile) ? null : '/general/company-detail'),
  },
} satisfies Record<string, CrudConfig>;

export function crudConfigOf(route: CrudRoute): CrudConfig | undefined {
  return configIn(LARGE_CRUD_CATALOG, route);
}
