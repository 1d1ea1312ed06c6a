import type { AnyResourceDefinition } from '@wander/contract';
import type { CrudConfig, CrudRoute } from './crud-types';

/**
 * A route's configuration in a section's catalog: its entry when the spec asks more of the resource,
 * else the plain declaration among the section's own resources.
 */
export function configIn(
  catalog: Record<string, CrudConfig>,
  plain: readonly AnyResourceDefinition[],
  route: CrudRoute,
): CrudConfig | undefined {
  const configured = catalog[route];
  if (configured) return configured;
  const resource = plain.find((r) => r.route === route);
  return resource ? { resource } : undefined;
}
