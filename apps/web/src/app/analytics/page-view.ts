import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Reports one page view, fire and forget (the API client loads lazily, off the first load). */
export function reportPageView(path: string): void {
  void import('./page-view-call').then((m) => m.sendPageView(path)).catch(() => undefined);
}

/** Reports a page view on every route change (spec section 1). */
export function PageViewReporter() {
  const { pathname } = useLocation();
  useEffect(() => {
    reportPageView(pathname);
  }, [pathname]);
  return null;
}
