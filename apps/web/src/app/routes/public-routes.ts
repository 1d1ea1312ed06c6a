import { lazyPage, type ScreenRoutes } from './screen-routes';

/** Public screens (PUBLIC_SCREENS) built for real, by path; the rest render the placeholder. */
export const PUBLIC_ROUTES: ScreenRoutes = {
  pdfviewer: lazyPage(() =>
    import('../../modules/orders/pdf-viewer-page').then((m) => m.PdfViewerPage),
  ),
};
