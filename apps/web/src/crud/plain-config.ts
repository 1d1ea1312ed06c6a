import { resources } from '@wander/contract';
import type { CrudConfig } from './crud-types';

/** A route's configuration in a catalog of generic-page entries, else its plain declaration. */
export function configIn(
  catalog: Record<string, CrudConfig>,
  route: `/${string}`,
): CrudConfig | undefined {
  const configured = catalog[route];
  if (configured) return configured;
  const resource = resources.find((r) => r.route === route);
  return resource ? { resource } : undefined;
}
