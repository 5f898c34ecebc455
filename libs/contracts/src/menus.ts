// Sidebar menu sets (spec §2 "Sidebar menu sets") and which user gets which (spec §6
// "Sidebar menu by role"). The spec lists the sets by content only; the mapping below is
// derived from the §6 permission table, and one filter (`filterMenu`) drops every entry the
// role cannot open, so no menu ever links to a page that would redirect the user away.
import { AreaRoles, canAccessArea, routeRuleFor } from './access';
import { AppCode, FieldRoles, MemberType, Role } from './enums';
import type { SessionUserShape } from './hosts';

/** Icon keys; the layout maps them to Tabler icons. */
export const MenuIcons = [
  'dashboard',
  'users',
  'members',
  'definitions',
  'home',
  'producers',
  'search',
  'prescriptions',
  'quick-prescription',
  'fertilization',
  'production-areas',
  'mrl',
  'src-dashboard',
  'changes',
  'lots',
  'reports',
  'feedback',
  'profile',
] as const;
export type MenuIcon = (typeof MenuIcons)[number];

export interface MenuItem {
  id: string;
  /** Turkish. */
  label: string;
  /** Absolute, e.g. '/uyeler'. An item without a path only opens its children. */
  path?: string;
  icon?: MenuIcon;
  children?: MenuItem[];
}

export interface MenuGroup {
  id: string;
  label: string;
  items: MenuItem[];
}

const item = (id: string, label: string, icon?: MenuIcon, path = `/${id}`): MenuItem => ({ id, label, path, ...(icon ? { icon } : {}) });
const parent = (id: string, label: string, children: MenuItem[], icon?: MenuIcon): MenuItem => ({ id, label, children, ...(icon ? { icon } : {}) });
const group = (id: string, label: string, items: MenuItem[]): MenuGroup => ({ id, label, items });

// Building blocks. /project (reports) and /crm (feedback) are "named in menus only" (spec §2):
// they have no route, so they stay out until a page exists.
const dashboard = group('general', 'Genel', [item('dashboard', 'Gösterge Paneli', 'dashboard')]);
const portal = group('portal', 'Portal', [item('portal-users', 'Portal Kullanıcıları', 'users')]);
const demoLists = [item('demo-talepler', 'Demo Talepleri', 'members'), item('demo-uyeler', 'Demo Üyeler', 'members')];
const members = group('members', 'Üyelik', [...demoLists, item('iptal-uyeler', 'İptal Edilen Üyeler', 'members'), item('uyeler', 'Üyeler', 'members')]);
const demoMembers = group('members', 'Üyelik', demoLists);

const allDefinitions = group('definitions', 'Referans Veriler', [
  parent(
    'definitions',
    'Tanımlar',
    [
      parent('definitions-mrl', 'MRL', [item('mrl-oran', 'MRL Oranları'), item('mrl-aktif-madde', 'MRL Aktif Maddeleri'), item('mrl-urun', 'MRL Ürünleri')]),
      parent('definitions-licence', 'Ruhsat', [
        item('ruhsat-tanimi', 'Ruhsat Tanımı'),
        item('ruhsat-detay-tanimi', 'Ruhsat Detay Tanımı'),
        item('ruhsat-grup-tanimi', 'Ruhsat Grup Tanımı'),
        item('ruhsat-firma-tanimi', 'Ruhsat Firma Tanımı'),
        item('firma-grup-tanimi', 'Firma Grup Tanımı'),
      ]),
      parent('definitions-product', 'Ürün', [
        item('bitki-tanimi', 'Bitki Tanımı'),
        item('zararli-organizma-tanimi', 'Zararlı Organizma Tanımı'),
        item('formulasyon-tanimi', 'Formülasyon Tanımı'),
        item('aktif-madde-tanimi', 'Aktif Madde Tanımı'),
        item('aktif-madde-grup-tanimi', 'Aktif Madde Grup Tanımı'),
        item('bitki-besleme-urunleri', 'Bitki Besleme Ürünleri'),
        item('olcu-birimi', 'Ölçü Birimi'),
      ]),
      item('notlar-uyarilar', 'Notlar ve Uyarılar'),
      item('karisabilirlik', 'Karışabilirlik'),
    ],
    'definitions',
  ),
]);
const licenceDefinition = group('definitions', 'Referans Veriler', [parent('definitions', 'Tanımlar', [item('ruhsat-tanimi', 'Ruhsat Tanımı')], 'definitions')]);

/** Professional work; `producerSide` shows the production-areas entry (it also opens /ureticiler, spec §2). */
const work = (producerSide: boolean) =>
  group('work', 'Reçete İşlemleri', [
    item('anasayfa', 'Ana Sayfa', 'home'),
    producerSide ? item('production-areas', 'Üretim Alanları', 'production-areas', '/ureticiler') : item('ureticiler', 'Üreticiler', 'producers'),
    item('search', 'Arama', 'search'),
    item('receteler', 'Reçeteler', 'prescriptions'),
    item('hizli-recete', 'Hızlı Reçete', 'quick-prescription'),
    item('gubreleme-yaz', 'Gübreleme Yaz', 'fertilization'),
  ]);

export type MenuSetName =
  | 'full-admin'
  | 'portal-members-licence'
  | 'producer-side'
  | 'members-definitions'
  | 'dashboard-definitions'
  | 'members'
  | 'demo-members'
  | 'professional'
  | 'source'
  | 'traceability'
  | 'default';

/** The sets of spec §2 (names say their content; `menuSetNameFor` says who gets which). */
export const MenuSets: Record<MenuSetName, MenuGroup[]> = {
  /** Spec "Full admin": dashboard, portal, members (all four lists), definitions. */
  'full-admin': [dashboard, portal, members, allDefinitions],
  /** Spec "Portal, members, and definitions with only licence definition", led by the dashboard and followed by the professional work §6 grants Admin. */
  'portal-members-licence': [dashboard, portal, members, licenceDefinition, work(false)],
  /** Spec "Producer-side variant" first (a business unit works on its own production areas), then the admin areas. */
  'producer-side': [work(true), dashboard, portal, members],
  /** Spec "Members plus definitions", led by the dashboard. */
  'members-definitions': [dashboard, members, allDefinitions],
  /** Spec "Dashboard plus definitions". */
  'dashboard-definitions': [dashboard, allDefinitions],
  /** Spec "Members only". */
  members: [members],
  /** Spec "Members limited to demo requests and demo". */
  'demo-members': [demoMembers],
  /** Spec "Professional". */
  professional: [work(false)],
  /** Spec "Source user". */
  source: [group('source', 'SRC', [item('src-dashboard', 'Gösterge Paneli', 'src-dashboard'), item('search', 'Arama', 'search'), item('mrl', 'MRL Sorgulama', 'mrl'), item('degisiklikler', 'Değişiklikler', 'changes')])],
  /**
   * TRC field work (our design): the controller's home, the lots, and the reads any
   * session has. Writing prescriptions stays on the RCT host, so its entries are not here.
   */
  traceability: [
    group('traceability', 'İzlenebilirlik', [item('anasayfa', 'Ana Sayfa', 'home'), item('partiler', 'Partiler', 'lots')]),
    group('reference', 'Bilgi', [item('search', 'Arama', 'search'), item('mrl', 'MRL Sorgulama', 'mrl'), item('degisiklikler', 'Değişiklikler', 'changes')]),
  ],
  /** Unknown role: only the routes any session may open (spec §6). */
  default: [group('general', 'Genel', [item('profile', 'Profil', 'profile'), item('search', 'Arama', 'search'), item('mrl', 'MRL Sorgulama', 'mrl')])],
};

/**
 * Which set a user gets (spec §6 "Sidebar menu by role"). Each choice covers every §6 area
 * (except the any-session ones) the role may open; `filterMenu` then removes what it may not.
 */
export function menuSetNameFor(user: SessionUserShape | null): MenuSetName | null {
  if (!user) return null;
  // The SRC application always gets its own menu, whatever the role.
  if (user.app === AppCode.Src) return 'source';
  // A TRC member's field roles record lots on the trc host.
  if (user.app === AppCode.Trc && (FieldRoles as readonly Role[]).includes(user.role)) return 'traceability';
  switch (user.role) {
    // Every area of §6 except professional work: the full admin menu.
    case Role.BestnetAdmin:
      return 'full-admin';
    // Dashboard, definitions, both member rows: "members plus definitions" led by the dashboard.
    case Role.BestnetSupport:
      return 'members-definitions';
    // Dashboard and definitions only: the data-entry menu.
    case Role.BestnetDataLogger:
      return 'dashboard-definitions';
    // Both member rows, no dashboard or definitions.
    case Role.BestnetOperator:
      return 'members';
    // Only the demo-talepler, demo-uyeler row.
    case Role.BestnetSales:
      return 'demo-members';
    // Admin opens everything but definitions. A business unit (BU) lands on /anasayfa and works
    // on its own production areas; other admins land on /dashboard and manage the portal.
    case Role.Admin:
      return user.memberType === MemberType.BU ? 'producer-side' : 'portal-members-licence';
    // The field roles share one menu; Tekniker and User lose the prescribing entries by the filter.
    case Role.Danisman:
    case Role.Muhendis:
    case Role.Tekniker:
    case Role.User:
      return 'professional';
    default:
      return 'default';
  }
}

/** Whether a role may open a menu path: its §6 area allows the role, and any session may open 'any' routes. */
export function menuPathAllowed(role: Role, path: string): boolean {
  const rule = routeRuleFor(path);
  if (!rule) return false;
  return AreaRoles[rule.area] === 'any' || canAccessArea(role, rule.area);
}

function filterItems(items: readonly MenuItem[], role: Role): MenuItem[] {
  return items.flatMap((entry) => {
    if (entry.children) {
      const children = filterItems(entry.children, role);
      return children.length > 0 ? [{ ...entry, children }] : [];
    }
    return entry.path !== undefined && menuPathAllowed(role, entry.path) ? [entry] : [];
  });
}

/** The one permission filter, applied to every set: entries the role cannot open go, then empty parents and groups. */
export function filterMenu(groups: readonly MenuGroup[], role: Role): MenuGroup[] {
  return groups.flatMap((g) => {
    const items = filterItems(g.items, role);
    return items.length > 0 ? [{ ...g, items }] : [];
  });
}

/** The sidebar of a user; [] until the user (and so the role) is known, when the layout shows a loading state. */
export function menuFor(user: SessionUserShape | null): MenuGroup[] {
  const name = menuSetNameFor(user);
  return user && name ? filterMenu(MenuSets[name], user.role) : [];
}

/** Every path of a menu, depth first. */
export function menuPaths(groups: readonly MenuGroup[]): string[] {
  const walk = (items: readonly MenuItem[]): string[] => items.flatMap((i) => [...(i.path ? [i.path] : []), ...walk(i.children ?? [])]);
  return groups.flatMap((g) => walk(g.items));
}
