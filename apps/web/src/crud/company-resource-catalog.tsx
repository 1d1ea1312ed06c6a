import { companyProfileResource } from '@wander/contract';
import { isPlatformAdmin } from '../app/access/permissions';
import type { CrudConfig, CrudRoute } from './crud-types';
import { configIn } from './plain-config';

/** The company list and forms (see general-resource-catalog): the largest declaration, alone. */
export const COMPANY_CRUD_CATALOG = {
  '/general/company': {
    resource: companyProfileResource,
    // A company admin opens its own company (company-edit is for platform admins).
    openRow: (_row, profile) => (isPlatformAdmin(profile) ? null : '/general/company-detail'),
  },
} satisfies Record<string, CrudConfig>;

export function crudConfigOf(route: CrudRoute): CrudConfig | undefined {
  return configIn(COMPANY_CRUD_CATALOG, [], route);
}
