import { describe, expect, it } from 'vitest';
import { AreaRoles, canAccessArea, canAccessPath, ProtectedRoutes, type Area } from './access';
import { DefinitionSections } from './routes';
import { AllRoles, AppCode, FieldRoles, MemberType, ProviderRoles, Role } from './enums';
import type { SessionUserShape } from './hosts';
import { filterMenu, menuFor, menuPaths, MenuSets, menuSetNameFor, type MenuGroup, type MenuItem } from './menus';

const R = Role;
const user = (role: Role, app: AppCode = AppCode.Rct, memberType: MemberType | null = MemberType.TS): SessionUserShape => ({ role, app, memberType });
const memberTypes: (MemberType | null)[] = [null, ...Object.values(MemberType)];
const everyUser = AllRoles.flatMap((role) => Object.values(AppCode).flatMap((app) => memberTypes.map((mt) => user(role, app, mt))));
const items = (groups: readonly MenuGroup[]): MenuItem[] => {
  const walk = (list: readonly MenuItem[]): MenuItem[] => list.flatMap((i) => [i, ...walk(i.children ?? [])]);
  return groups.flatMap((g) => walk(g.items));
};
const mainAreas = (Object.keys(AreaRoles) as Area[]).filter((a) => AreaRoles[a] !== 'any');

describe('spec §2 sidebar menu sets', () => {
  it('every path of every set is a protected route, and ids are unique within a set', () => {
    for (const [name, groups] of Object.entries(MenuSets)) {
      for (const path of menuPaths(groups)) expect(ProtectedRoutes.some((r) => `/${r.pattern}` === path), `${name} ${path}`).toBe(true);
      const ids = items(groups).map((i) => i.id);
      expect(new Set(ids).size, name).toBe(ids.length);
    }
  });
  it('full admin lists all four member lists and every definition section, multi-level', () => {
    const paths = menuPaths(MenuSets['full-admin']);
    expect(paths).toEqual(expect.arrayContaining(['/dashboard', '/portal-users', '/demo-talepler', '/demo-uyeler', '/iptal-uyeler', '/uyeler']));
    expect(paths.filter((p) => DefinitionSections.some((s) => p === `/${s}`)).sort()).toEqual(DefinitionSections.map((s) => `/${s}`).sort());
    const tanimlar = items(MenuSets['full-admin']).find((i) => i.id === 'definitions');
    expect(tanimlar?.children?.map((c) => c.label)).toEqual(['MRL', 'Ruhsat', 'Ürün', 'Notlar ve Uyarılar', 'Karışabilirlik']);
  });
  it('the producer-side variant shows production areas instead of producers, pointing at /ureticiler', () => {
    const labels = items(MenuSets['producer-side']).map((i) => i.label);
    expect(labels).toContain('Üretim Alanları');
    expect(labels).not.toContain('Üreticiler');
    expect(items(MenuSets['producer-side']).find((i) => i.id === 'production-areas')?.path).toBe('/ureticiler');
  });
  it('source user: src-dashboard, search, mrl, and the feed of reference changes', () => {
    expect(menuPaths(MenuSets.source)).toEqual(['/src-dashboard', '/search', '/mrl', '/degisiklikler']);
  });
});

describe('spec §6 sidebar menu by role', () => {
  it('null user → no menu (the layout shows its loading state)', () => {
    expect(menuSetNameFor(null)).toBeNull();
    expect(menuFor(null)).toEqual([]);
  });
  it('a menu never shows a path the role cannot open, for every role × app × member type', () => {
    for (const u of everyUser) {
      const paths = menuPaths(menuFor(u));
      expect(paths.length, JSON.stringify(u)).toBeGreaterThan(0);
      for (const p of paths) expect(canAccessPath(u.role, p), `${JSON.stringify(u)} ${p}`).toBe(true);
    }
  });
  it('an RCT or TRC menu shows every main area the role may open (prescribing is on the RCT host)', () => {
    for (const u of everyUser.filter((x) => x.app !== AppCode.Src)) {
      const paths = menuPaths(menuFor(u));
      const trcField = u.app === AppCode.Trc && (FieldRoles as readonly Role[]).includes(u.role);
      for (const area of mainAreas.filter((a) => canAccessArea(u.role, a) && !(trcField && a === 'prescribing'))) {
        const inArea = ProtectedRoutes.filter((r) => r.area === area).map((r) => `/${r.pattern}`);
        expect(paths.some((p) => inArea.includes(p)), `${JSON.stringify(u)} ${area}`).toBe(true);
      }
    }
  });
  it('each provider role gets its own menu', () => {
    const menus = ProviderRoles.map((r) => JSON.stringify(menuFor(user(r))));
    expect(new Set(menus).size).toBe(ProviderRoles.length);
    expect(new Set(ProviderRoles.map((r) => menuSetNameFor(user(r)))).size).toBe(ProviderRoles.length);
  });
  it('Admin: one menu for a business unit (BU), another otherwise', () => {
    expect(menuSetNameFor(user(R.Admin, AppCode.Rct, MemberType.BU))).toBe('producer-side');
    for (const mt of memberTypes.filter((m) => m !== MemberType.BU)) expect(menuSetNameFor(user(R.Admin, AppCode.Rct, mt))).toBe('portal-members-licence');
    expect(menuFor(user(R.Admin, AppCode.Rct, MemberType.BU))).not.toEqual(menuFor(user(R.Admin, AppCode.Rct, MemberType.TS)));
    // §6 keeps Admin out of definitions, so the licence entry of its set is filtered away.
    expect(menuPaths(menuFor(user(R.Admin)))).not.toContain('/ruhsat-tanimi');
  });
  it('a TRC member’s field roles get the traceability set: home, lots and the reads', () => {
    for (const r of FieldRoles) {
      expect(menuSetNameFor(user(r, AppCode.Trc))).toBe('traceability');
      expect(menuPaths(menuFor(user(r, AppCode.Trc)))).toEqual(['/anasayfa', '/partiler', '/search', '/mrl', '/degisiklikler']);
    }
    expect(menuSetNameFor(user(R.Admin, AppCode.Trc))).toBe('portal-members-licence');
  });
  it('Danisman, Mühendis, Tekniker and User share the professional set, filtered by §6', () => {
    for (const r of FieldRoles) expect(menuSetNameFor(user(r))).toBe('professional');
    const full = ['/anasayfa', '/ureticiler', '/search', '/receteler', '/hizli-recete', '/gubreleme-yaz'];
    expect(menuPaths(menuFor(user(R.Danisman)))).toEqual(full);
    expect(menuPaths(menuFor(user(R.Muhendis)))).toEqual(full);
    for (const r of [R.Tekniker, R.User]) expect(menuPaths(menuFor(user(r)))).toEqual(['/anasayfa', '/ureticiler', '/search', '/receteler']);
  });
  it('the SRC application always gets the source menu', () => {
    for (const u of everyUser.filter((x) => x.app === AppCode.Src)) expect(menuFor(u)).toEqual(MenuSets.source);
  });
  it('an unknown role gets the default menu of any-session routes', () => {
    const unknown = user(99 as Role);
    expect(menuSetNameFor(unknown)).toBe('default');
    expect(menuPaths(menuFor(unknown))).toEqual(['/profile', '/search', '/mrl']);
  });
  it('the filter drops empty parents and groups', () => {
    const groups: MenuGroup[] = [
      { id: 'a', label: 'A', items: [{ id: 'p', label: 'P', children: [{ id: 'mrl-oran', label: 'X', path: '/mrl-oran' }] }] },
      { id: 'b', label: 'B', items: [{ id: 'search', label: 'Arama', path: '/search' }] },
    ];
    expect(filterMenu(groups, R.User)).toEqual([groups[1]]);
    expect(filterMenu(groups, R.BestnetAdmin)).toEqual(groups);
  });
});
