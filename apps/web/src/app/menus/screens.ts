import { Role, type RoleName } from '@wander/contract';
import { menuLeaves, type MenuEntry, type ScreenSuffix } from './menu-model';

/** A routed screen of a section (path relative to the section, may hold `:id`). */
export interface ScreenDef {
  path: string;
  title: string;
  /** Route roles list: platform admins and these roles pass. */
  roles?: readonly RoleName[];
  /** A public screen in plain markup: routed outside the antd frame (no antd downloaded). */
  plain?: boolean;
}

/** Platform admin only: a roles list with DmsAdmin alone. */
export const PLATFORM_ADMIN_ONLY: readonly RoleName[] = [Role.DmsAdmin];

const SUFFIX: Record<ScreenSuffix, (base: string, label: string) => ScreenDef> = {
  new: (base, label) => ({ path: `${base}-new`, title: `New ${label}` }),
  edit: (base, label) => ({ path: `${base}-edit/:id`, title: `Edit ${label}` }),
  detail: (base, label) => ({ path: `${base}-detail/:id`, title: `${label} Detail` }),
  import: (base, label) => ({ path: `${base}-import`, title: `Import ${label}` }),
  adjust: (base, label) => ({ path: `${base}-adjust/:id`, title: `Adjust ${label}` }),
};

function routeRolesOf(entry: MenuEntry): readonly RoleName[] | undefined {
  if (entry.platformAdminOnly) return PLATFORM_ADMIN_ONLY;
  return entry.roles;
}

/**
 * The screens of a section: every menu leaf, its -new/-edit/-detail children, then the extras.
 * The first definition of a path wins (a menu may list the same screen under two groups).
 */
export function screensOf(menu: readonly MenuEntry[], extras: readonly ScreenDef[] = []) {
  const screens = new Map<string, ScreenDef>();
  const add = (screen: ScreenDef) => {
    if (!screens.has(screen.path)) screens.set(screen.path, screen);
  };
  for (const screen of extras) add(screen);
  for (const leaf of menuLeaves(menu)) {
    if (!leaf.path) continue;
    const roles = routeRolesOf(leaf);
    add({ path: leaf.path, title: leaf.label, roles });
    const base = leaf.path.replace(/-list$/, '');
    for (const suffix of leaf.screens ?? []) add({ ...SUFFIX[suffix](base, leaf.label), roles });
  }
  return [...screens.values()];
}
