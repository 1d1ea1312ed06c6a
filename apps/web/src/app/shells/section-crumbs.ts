import type { Crumb } from '../../ui/page-frame';
import { SECTION_INFO } from '../routes/sections';
import { useRouteHandle } from '../routes/use-route-handle';

/** The breadcrumb of a section's screen after Home: the section itself. */
export function useSectionCrumbs(): Crumb[] {
  const handle = useRouteHandle();
  if (!handle?.section) return [];
  const section = SECTION_INFO[handle.section];
  return [{ title: section.title, path: `/${section.key}` }];
}
