import { matchPath } from 'react-router';
import type { Profile, RoleName } from '@wander/contract';
import { canAccessRoles } from '../../lib/access/permissions';
import { loadSection } from './section-loader';
import { sectionKeyOf } from '../../lib/routes/route-handle';
import { PUBLIC_SCREENS, TOP_SCREENS } from './sections';

interface RoutePattern {
  pattern: string;
  roles?: readonly RoleName[];
}

const TOP_PATTERNS: readonly RoutePattern[] = [
  { pattern: '/' },
  { pattern: '/profile' },
  ...TOP_SCREENS.map((s) => ({ pattern: `/${s.path}`, roles: s.roles })),
];

const PUBLIC_PATTERNS = ['/sign-in', ...PUBLIC_SCREENS.map((s) => `/${s.path}`)];

function pathOnly(target: string) {
  return target.split(/[?#]/)[0] || '/';
}

/** The signed-in routes `pathname` may match: the top-level ones, or its section's (loaded). */
async function signedInPatterns(pathname: string): Promise<readonly RoutePattern[]> {
  const key = sectionKeyOf(pathname);
  if (!key) return TOP_PATTERNS;
  const section = await loadSection(key);
  return [
    { pattern: `/${key}` },
    ...section.screens.map((s) => ({ pattern: `/${key}/${s.path}`, roles: s.roles })),
  ];
}

/**
 * Whether a signed-in user may be sent to `target` (a remembered origin): it must be a known
 * signed-in route and pass its roles list.
 */
export async function canOpenPath(profile: Profile | null, target: string): Promise<boolean> {
  const pathname = pathOnly(target);
  if (PUBLIC_PATTERNS.some((pattern) => matchPath(pattern, pathname))) return false;
  const route = (await signedInPatterns(pathname)).find((r) => matchPath(r.pattern, pathname));
  return !!route && canAccessRoles(profile, route.roles);
}
