import {
  BRAND_PATH_WORD,
  PLATFORM_CUSTOM_CODE,
  type Action,
  type Profile,
  type RoleName,
} from '@wander/contract';
import type { CurrentCompany } from '../../lib/access/current-company';
import { canAccessRoles, hasPermission, isPlatformAdmin } from '../../lib/access/permissions';

/**
 * A sidebar entry, as data. A leaf has a path (relative to its section); a group has children and
 * shows when at least one child shows. All given conditions must hold.
 */
export interface MenuEntry {
  label: string;
  path?: string;
  /** View permission (or `action`) on this resource name, e.g. `network/Currency`. */
  resource?: string;
  action?: Action;
  /** Allowed to platform admins and to these roles. */
  roles?: readonly RoleName[];
  platformAdminOnly?: boolean;
  /** Extra titles of the screens behind the list (-new, -edit/:id, -detail/:id) to register. */
  screens?: readonly ScreenSuffix[];
  children?: readonly MenuEntry[];
}

export type ScreenSuffix = 'new' | 'edit' | 'detail' | 'import' | 'adjust';

export interface MenuContext {
  profile: Profile | null;
  company: CurrentCompany | null;
}

/** Companies other than the platform's own brand do not see menu items with the brand word. */
export function isBrandHidden(path: string | undefined, company: CurrentCompany | null): boolean {
  if (!path || !company) return false;
  return (
    company.customCode !== PLATFORM_CUSTOM_CODE && path.toLowerCase().includes(BRAND_PATH_WORD)
  );
}

function entryAllowed(entry: MenuEntry, ctx: MenuContext): boolean {
  if (entry.roles && !canAccessRoles(ctx.profile, entry.roles)) return false;
  if (entry.platformAdminOnly && !isPlatformAdmin(ctx.profile)) return false;
  if (entry.resource && !hasPermission(ctx.profile, entry.resource, entry.action ?? 'View'))
    return false;
  return !isBrandHidden(entry.path, ctx.company);
}

/** The entries this user sees, groups without visible children dropped. */
export function filterMenu(entries: readonly MenuEntry[], ctx: MenuContext): MenuEntry[] {
  const visible: MenuEntry[] = [];
  for (const entry of entries) {
    if (!ctx.profile || !entryAllowed(entry, ctx)) continue;
    if (entry.children) {
      const children = filterMenu(entry.children, ctx);
      if (children.length > 0) visible.push({ ...entry, children });
    } else {
      visible.push(entry);
    }
  }
  return visible;
}

/** Every leaf of a menu tree (for route registration and titles). */
export function menuLeaves(entries: readonly MenuEntry[]): MenuEntry[] {
  return entries.flatMap((entry) => (entry.children ? menuLeaves(entry.children) : [entry]));
}
