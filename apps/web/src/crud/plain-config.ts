import type { CrudConfig, CrudRoute } from './crud-types';

/**
 * A route's configuration in a section's catalog (the resources the spec asks more of than their
 * declaration; plain resources load their declaration alone, see plain-resource.ts).
 */
export function configIn(
  catalog: Readonly<Record<string, CrudConfig>>,
  route: CrudRoute,
): CrudConfig | undefined {
  return catalog[route];
}
