import { useSyncExternalStore, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { settings } from './settings';

/**
 * Path routing under the store's root (`/store/{code}/destination/JP`): the server answers the
 * page at any such path, so each one can be shared. History API, no router library.
 */
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
};
const snapshot = () => window.location.pathname + window.location.search;

/** An app path ('destination/JP?x=1') as the address under the store's root. */
export const href = (to: string) => settings.root + to.replace(/^\//, '');

export function navigate(to: string, options: { replace?: boolean } = {}) {
  const url = href(to);
  if (options.replace) window.history.replaceState(null, '', url);
  else window.history.pushState(null, '', url);
  window.scrollTo(0, 0);
  listeners.forEach((listener) => listener());
}

export interface Route {
  /** Path segments under the root: ['destination', 'JP']. */
  segments: string[];
  query: URLSearchParams;
}

export function useRoute(): Route {
  const current = useSyncExternalStore(subscribe, snapshot);
  const [pathname, search = ''] = current.split('?');
  const rest = pathname.startsWith(settings.root) ? pathname.slice(settings.root.length) : '';
  return {
    segments: rest.split('/').filter(Boolean).map(decodeURIComponent),
    query: new URLSearchParams(search),
  };
}

/** A link inside the store: a real address (open in a new tab, share) that routes in place. */
export function Link({ to, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    props.onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return <a {...props} href={href(to)} onClick={onClick} />;
}
