import { matchPath } from 'react-router';
import type { Profile, RoleName } from '@wander/contract';
import { canAccessRoles } from '../access/permissions';
import { PUBLIC_SCREENS, SECTIONS, TOP_SCREENS } from './sections';

interface RoutePattern {
  pattern: string;
  roles?: readonly RoleName[];
}

const SIGNED_IN_PATTERNS: readonly RoutePattern[] = [
  { pattern: '/' },
  { pattern: '/profile' },
  ...TOP_SCREENS.map((s) => ({ pattern: `/${s.path}`, roles: s.roles })),
  ...Object.values(SECTIONS).flatMap((section) => [
    { pattern: `/${section.key}` },
    ...section.screens.map((s) => ({ pattern: `/${section.key}/${s.path}`, roles: s.roles })),
  ]),
];

const PUBLIC_PATTERNS = ['/sign-in', ...PUBLIC_SCREENS.map((s) => `/${s.path}`)];

function pathOnly(target: string) {
  return target.split(/[?#]/)[0] || '/';
}

/**
 * Whether a signed-in user may be sent to `target` (a remembered origin): it must be a known
 * signed-in route and pass its roles list.
 */
export function canOpenPath(profile: Profile | null, target: string): boolean {
  const pathname = pathOnly(target);
  if (PUBLIC_PATTERNS.some((pattern) => matchPath(pattern, pathname))) return false;
  const route = SIGNED_IN_PATTERNS.find((r) => matchPath(r.pattern, pathname));
  return !!route && canAccessRoles(profile, route.roles);
}
