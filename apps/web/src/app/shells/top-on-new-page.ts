import { useEffect, useRef } from 'react';

/**
 * A new screen starts at its top: the document keeps its scroll across a client-side route change,
 * so a screen chosen low in a long sidebar (the distributor's holds about 60 screens) opened
 * scrolled out of view. Runs when `pathname` changes, not on the first render (a reload keeps
 * the browser's own restore).
 */
export function useTopOnNewPage(pathname: string) {
  const last = useRef(pathname);
  useEffect(() => {
    if (last.current === pathname) return;
    last.current = pathname;
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);
}
