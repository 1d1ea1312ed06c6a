import { useMatches } from 'react-router';
import type { RoleName } from '@wander/contract';
import type { RouteHandle } from './sections';

function isHandle(value: unknown): value is RouteHandle {
  return !!value && typeof value === 'object' && typeof (value as RouteHandle).title === 'string';
}

/** The handle of the deepest matched route (title, section). */
export function useRouteHandle(): RouteHandle | null {
  const handles = useMatches()
    .map((match) => match.handle)
    .filter(isHandle);
  return handles[handles.length - 1] ?? null;
}

/** Every roles list on the matched routes (all must pass). */
export function useRouteRoles(): (readonly RoleName[])[] {
  return useMatches()
    .map((match) => match.handle)
    .filter(isHandle)
    .flatMap((handle) => (handle.roles ? [handle.roles] : []));
}
