import type { MenuGroup, MenuItem } from '@portal/contracts';

/** Whether `path` is `pathname` or one of its parents ('/ureticiler' for '/ureticiler/ekle'). */
function covers(path: string, pathname: string): boolean {
  const base = path.replace(/\/+$/, '');
  return pathname === base || pathname.startsWith(`${base}/`);
}

export interface ActiveEntry {
  /** The item whose path matches the current path best (the longest). */
  id: string;
  /** The branches above it, outermost first: they open (spec §2 "opens the group matching the current path"). */
  branchIds: string[];
}

/** The menu item of the current path, or null when the menu does not list it. */
export function activeEntryFor(groups: readonly MenuGroup[], pathname: string): ActiveEntry | null {
  let best: (ActiveEntry & { length: number }) | null = null;
  const walk = (items: readonly MenuItem[], branchIds: string[]) => {
    for (const item of items) {
      if (item.children?.length) walk(item.children, [...branchIds, item.id]);
      else if (item.path && covers(item.path, pathname) && (!best || item.path.length > best.length)) {
        best = { id: item.id, branchIds, length: item.path.length };
      }
    }
  };
  groups.forEach((g) => walk(g.items, []));
  if (!best) return null;
  const { id, branchIds } = best;
  return { id, branchIds };
}

/** The entries a person can reach with the keyboard right now, in screen order: every top-level item and the children of open branches. */
export function reachableItems(groups: readonly MenuGroup[], openIds: ReadonlySet<string>, collapsed: boolean): MenuItem[] {
  const walk = (items: readonly MenuItem[]): MenuItem[] =>
    items.flatMap((i) => [i, ...(!collapsed && i.children?.length && openIds.has(i.id) ? walk(i.children) : [])]);
  return groups.flatMap((g) => walk(g.items));
}
