import type { MenuEntry } from '../menus/menu-model';

/** A sidebar item: a group (children) or a screen (its key maps to its path). */
export interface MenuItem {
  key: string;
  label: string;
  children?: MenuItem[];
}

export interface SectionMenuModel {
  items: MenuItem[];
  /** Menu key -> absolute path of the screen. */
  paths: Map<string, string>;
  /** Keys of the groups (to open them all by default). */
  groupKeys: string[];
}

/**
 * Turns filtered menu data into sidebar items. A screen listed under two groups gets a distinct key
 * (`path#2`) so the menu stays valid.
 */
export function toSectionMenu(entries: readonly MenuEntry[], base: string): SectionMenuModel {
  const paths = new Map<string, string>();
  const groupKeys: string[] = [];
  const convert = (list: readonly MenuEntry[], parent: string): MenuItem[] =>
    list.map((entry) => {
      if (entry.children) {
        const key = `${parent}>${entry.label}`;
        groupKeys.push(key);
        return { key, label: entry.label, children: convert(entry.children, key) };
      }
      const path = `${base}/${entry.path ?? ''}`;
      let key = path;
      for (let n = 2; paths.has(key); n += 1) key = `${path}#${n}`;
      paths.set(key, path);
      return { key, label: entry.label };
    });
  return { items: convert(entries, 'group'), paths, groupKeys };
}

/**
 * The menu keys to highlight for a path: the screen itself, or the list a -new/-edit/-detail screen
 * belongs to (`/setup/product-edit/7` highlights `/setup/product-list`).
 */
export function selectedMenuKeys(model: SectionMenuModel, pathname: string): string[] {
  const exact = [...model.paths].filter(([, path]) => path === pathname).map(([key]) => key);
  if (exact.length > 0) return exact;
  const firstSegment = pathname.split('/').slice(0, 3).join('/');
  return [...model.paths]
    .filter(([, path]) => {
      const base = path.replace(/-list$/, '');
      // A child screen is the list's base plus one suffix: product-review-detail belongs to
      // product-review-list, not to product-list.
      const child = /^-(new|edit|detail|import|adjust)$/.test(firstSegment.slice(base.length));
      return base !== path && firstSegment.startsWith(base) && (child || firstSegment === base);
    })
    .map(([key]) => key);
}
