import type { AnyResourceDefinition } from '@wander/contract';
import { crudRoutes, type CatalogLoader, type CrudRouteOptions } from './crud-routes';
import type { CrudRoute } from './crud-types';

/** Loads one declaration: `() => import('@wander/contract/resources/<area>/<name>').then(...)`. */
export type DeclarationLoader = () => Promise<AnyResourceDefinition>;

/**
 * The catalog of one plain resource (a declaration and nothing more): its generic pages load that
 * declaration alone, not a section catalog holding every other declaration of the section
 * (about 6 KiB gzipped less on a Setup form page).
 */
export function plainResource(load: DeclarationLoader): CatalogLoader {
  return async () => {
    const resource = await load();
    return { crudConfigOf: (route) => (resource.route === route ? { resource } : undefined) };
  };
}

/**
 * A section's `declared(route, options?)`: `crudRoutes` of one of its plain resources, the
 * declaration taken from the section's loaders (app/routes/<section>-declarations.ts).
 */
export function declaredRoutes(declarations: Readonly<Record<string, DeclarationLoader>>) {
  return (route: CrudRoute, options: Omit<CrudRouteOptions, 'catalog'> = {}) => {
    const load = declarations[route];
    if (!load) throw new Error(`No declaration loader for ${route}`);
    return crudRoutes(route, { ...options, catalog: plainResource(load) });
  };
}
