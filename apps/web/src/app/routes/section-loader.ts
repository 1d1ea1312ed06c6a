import type { SectionKey } from '../../lib/routes/route-handle';
import type { SectionDef } from './sections';

/**
 * Each section's route table, menu and resource catalog load on demand, when the section is first
 * opened (or a remembered origin in it is checked): the entry holds none of them.
 */
const SECTION_LOADERS: Record<SectionKey, () => Promise<SectionDef>> = {
  admin: () => import('./admin-routes').then((m) => m.ADMIN_SECTION),
  general: () => import('./general-routes').then((m) => m.GENERAL_SECTION),
  setup: () => import('./setup-routes').then((m) => m.SETUP_SECTION),
};

export function loadSection(key: SectionKey): Promise<SectionDef> {
  return SECTION_LOADERS[key]();
}
