import { SECTION_INFO, useRouteHandle } from './route-handle';

/** A breadcrumb entry: its title, and where it links (none for the page itself). */
export interface Crumb {
  title: string;
  path?: string;
}

/** The breadcrumb of a section's screen after Home: the section itself. */
export function useSectionCrumbs(): Crumb[] {
  const handle = useRouteHandle();
  if (!handle?.section) return [];
  const section = SECTION_INFO[handle.section];
  return [{ title: section.title, path: `/${section.key}` }];
}
