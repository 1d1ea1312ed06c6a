import { lazyPage, type ScreenRoutes } from './screen-routes';

/** Signed-in screens outside the sections (TOP_SCREENS) built for real, by path; one line each. */
export const TOP_ROUTES: ScreenRoutes = {
  catalog: lazyPage(() => import('../../modules/catalog/catalog-page').then((m) => m.CatalogPage)),
};
