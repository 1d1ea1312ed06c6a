import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

export type Lazy = NonNullable<RouteObject['lazy']>;

/** A section's route table: screen path (as in its menu data) -> lazily loaded page. */
export type ScreenRoutes = Record<string, Lazy>;

/** A lazy route module from a loader of a page component (route-level code splitting). */
export function lazyPage(load: () => Promise<ComponentType>): Lazy {
  return (async () => ({ Component: await load() })) as Lazy;
}
