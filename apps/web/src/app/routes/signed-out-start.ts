import { PUBLIC_SCREENS } from './sections';

const PUBLIC_PATHS = new Set(['/sign-in', ...PUBLIC_SCREENS.map((s) => `/${s.path}`)]);

/**
 * Where a signed-out visit to `hash` starts: null for a public screen, else the sign-in screen with
 * the visited route kept as the origin to return to (what the signed-in layout's guard would do).
 * Decided before the router starts, so a signed-out visitor never downloads the signed-in layout,
 * the antd frame and the dashboard only to be redirected.
 */
export function signedOutStart(hash: string): { from: string } | null {
  const route = hash.replace(/^#/, '') || '/';
  const path = route.split('?')[0] || '/';
  if (PUBLIC_PATHS.has(path)) return null;
  return { from: route };
}

/**
 * Applies signedOutStart to the page's URL. The state is written the way the router's hash history
 * keeps it (`usr` is the location state the sign-in page reads its origin from).
 */
export function redirectSignedOutVisit(signedIn: boolean): void {
  if (signedIn) return;
  const start = signedOutStart(window.location.hash);
  if (!start) return;
  window.history.replaceState({ usr: start, key: 'default', idx: 0 }, '', '#/sign-in');
}
