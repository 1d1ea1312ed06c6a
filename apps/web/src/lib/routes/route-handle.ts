import { useMatches } from 'react-router';
import type { RoleName } from '@wander/contract';

export type SectionKey = 'admin' | 'general' | 'setup';

/** What the entry knows of a section: enough for the header, the breadcrumb and its route. */
export interface SectionInfo {
  key: SectionKey;
  title: string;
  /** The setup and general shells hide their top bar while showSteps=true is in the URL. */
  hideTopBarOnSteps: boolean;
}

export const SECTION_INFO: Record<SectionKey, SectionInfo> = {
  admin: { key: 'admin', title: 'Admin', hideTopBarOnSteps: false },
  general: { key: 'general', title: 'General', hideTopBarOnSteps: true },
  setup: { key: 'setup', title: 'Setup', hideTopBarOnSteps: true },
};

/** The section a path lies in (`/setup/tax-list` -> setup), if any. */
export function sectionKeyOf(pathname: string): SectionKey | null {
  const first = pathname.split(/[/?#]/).filter(Boolean)[0];
  return first && first in SECTION_INFO ? (first as SectionKey) : null;
}

/** What a route carries in its handle: its title, section and roles list. */
export interface RouteHandle {
  title: string;
  section?: SectionKey;
  roles?: readonly RoleName[];
}

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
