import { createElement, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { CrudCatalog, CrudConfig, CrudRoute } from './crud-types';

type Lazy = NonNullable<RouteObject['lazy']>;
export type CrudPageKind = 'list' | 'new' | 'edit' | 'detail';
type PageProps = { config: CrudConfig };

const PAGE_LOADERS: Record<CrudPageKind, () => Promise<ComponentType<PageProps>>> = {
  list: () => import('./resource-list-page').then((m) => m.ResourceListPage),
  new: () => import('./resource-edit-page').then((m) => m.ResourceEditPage),
  edit: () => import('./resource-edit-page').then((m) => m.ResourceEditPage),
  detail: () => import('./resource-detail-page').then((m) => m.ResourceDetailPage),
};

const SUFFIX: Record<CrudPageKind, string> = {
  list: '-list',
  new: '-new',
  edit: '-edit/:id',
  detail: '-detail/:id',
};

/** A section's catalog, loaded on demand with the generic page. */
export type CatalogLoader = () => Promise<CrudCatalog>;

/** Every route given to crudRoutes() with the catalog that holds it, so a test can check each. */
export const registeredCrudRoutes = new Map<CrudRoute, CatalogLoader>();

/** A route's generic-page configuration, from the catalog its section registered it with. */
export async function loadCrudConfig(route: CrudRoute): Promise<CrudConfig | undefined> {
  const catalog = registeredCrudRoutes.get(route);
  return catalog ? (await catalog()).crudConfigOf(route) : undefined;
}

/** A lazy route module that renders a generic page bound to the resource of `route`. */
function boundPage(route: CrudRoute, kind: CrudPageKind): Lazy {
  return (async () => {
    const [found, Page] = await Promise.all([loadCrudConfig(route), PAGE_LOADERS[kind]()]);
    // A route without a declaration is a programming error; the registry test catches it first.
    if (!found) throw new Error(`No resource is declared for the route ${route}`);
    const config: CrudConfig = found;
    function CrudPage() {
      return createElement(Page, { config });
    }
    return { Component: CrudPage };
  }) as Lazy;
}

export interface CrudRouteOptions {
  /** The section's catalog (crud/<section>-resource-catalog.tsx). */
  catalog: CatalogLoader;
  /** Pages the spec wants richer than the generic ones. */
  pages?: Partial<Record<CrudPageKind, Lazy>>;
  /** The list's path when it is not `${route}-list` (`admin/users`); the config says it too. */
  listAt?: string;
}

/**
 * The list, new, edit and detail screens of a resource, keyed like the section route tables
 * (`general/currency-list` ...). A section registers a resource with one line:
 * `...crudRoutes('/general/currency', { catalog })`. Only the screens the section's menu data declares become
 * routes (Country: list and edit), so extra keys are harmless.
 */
export function crudRoutes(route: CrudRoute, options: CrudRouteOptions): Record<string, Lazy> {
  registeredCrudRoutes.set(route, options.catalog);
  const base = route.replace(/^\//, '');
  const kinds = Object.keys(SUFFIX) as CrudPageKind[];
  return Object.fromEntries(
    kinds.map((kind) => [
      kind === 'list' && options.listAt ? options.listAt : `${base}${SUFFIX[kind]}`,
      options.pages?.[kind] ?? boundPage(route, kind),
    ]),
  );
}
