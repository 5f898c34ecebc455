// Route → allowed roles (spec §6) and role → home route (spec §2 "Landing route per role").
// The API's authorization and the client route guards both read these tables.
import { AllRoles, AppCode, Role } from './enums';
import { isRctBusinessUnitMember, type SessionUserShape } from './hosts';

const R = Role;

/** Permission areas of spec §6, each with the roles allowed in it. `'any'` = any logged-in session. */
export const AreaRoles = {
  dashboard: [R.Admin, R.BestnetAdmin, R.BestnetDataLogger, R.BestnetSupport],
  definitions: [R.BestnetAdmin, R.BestnetDataLogger, R.BestnetSupport],
  portalUsers: [R.Admin, R.BestnetAdmin],
  demoMembers: [R.Admin, R.BestnetAdmin, R.BestnetSupport, R.BestnetOperator, R.BestnetSales],
  members: [R.Admin, R.BestnetAdmin, R.BestnetSupport, R.BestnetOperator],
  professional: [R.Admin, R.Danisman, R.Muhendis, R.Tekniker, R.User],
  prescribing: [R.Admin, R.Danisman, R.Muhendis],
  any: 'any',
} as const satisfies Record<string, readonly Role[] | 'any'>;
export type Area = keyof typeof AreaRoles;

/** Roles that may write reference data; BestnetSupport is read-only (spec §6). */
export const DefinitionWriteRoles: readonly Role[] = [R.BestnetAdmin, R.BestnetDataLogger];

/**
 * Definition sections of spec §2 (karisabilirlik's routes are our design), plus
 * aktif-madde-tanimi: the spec keeps an activeSubstanceList (§3) that licences and the
 * prescription checks need, but names no section for it; it is maintained like the others.
 */
export const DefinitionSections = [
  'mrl-oran',
  'mrl-aktif-madde',
  'mrl-urun',
  'olcu-birimi',
  'ruhsat-tanimi',
  'ruhsat-detay-tanimi',
  'ruhsat-grup-tanimi',
  'aktif-madde-grup-tanimi',
  'aktif-madde-tanimi',
  'bitki-besleme-urunleri',
  'notlar-uyarilar',
  'firma-grup-tanimi',
  'ruhsat-firma-tanimi',
  'formulasyon-tanimi',
  'bitki-tanimi',
  'zararli-organizma-tanimi',
  'karisabilirlik',
] as const;
export type DefinitionSection = (typeof DefinitionSections)[number];

export interface RouteRule {
  /** react-router style pattern without the leading slash; `:x?` is an optional segment. */
  pattern: string;
  area: Area;
}

const definitionRoutes: RouteRule[] = DefinitionSections.flatMap((s) => [
  { pattern: s, area: 'definitions' as const },
  { pattern: `${s}/ekle`, area: 'definitions' as const },
  { pattern: `${s}/guncelle/:id`, area: 'definitions' as const },
]);

/** Every authenticated route of spec §2 with its permission area of spec §6. */
export const ProtectedRoutes: readonly RouteRule[] = [
  { pattern: 'dashboard', area: 'dashboard' },
  { pattern: 'profile', area: 'any' },
  { pattern: 'search', area: 'any' },
  // Search's detail pages, the plant × pest query and the feed of reference changes (our design).
  { pattern: 'search/licenses/:id', area: 'any' },
  { pattern: 'search/plants/:id', area: 'any' },
  { pattern: 'search/harmful-orgs/:id', area: 'any' },
  { pattern: 'search/active-substances/:id', area: 'any' },
  { pattern: 'search/kullanim', area: 'any' },
  { pattern: 'mrl', area: 'any' },
  { pattern: 'src-dashboard', area: 'any' },
  { pattern: 'degisiklikler', area: 'any' },
  ...definitionRoutes,
  { pattern: 'portal-users', area: 'portalUsers' },
  { pattern: 'portal-users/add-user', area: 'portalUsers' },
  { pattern: 'portal-users/edit-user/:id', area: 'portalUsers' },
  { pattern: 'demo-talepler', area: 'demoMembers' },
  { pattern: 'demo-uyeler', area: 'demoMembers' },
  { pattern: 'demo-uyeler/bireysel/:id', area: 'demoMembers' },
  { pattern: 'demo-uyeler/kurumsal/:id', area: 'demoMembers' },
  { pattern: 'demo-uyeler/abonelik/:id', area: 'demoMembers' },
  { pattern: 'iptal-uyeler', area: 'members' },
  { pattern: 'iptal-uyeler/bireysel/:id', area: 'members' },
  { pattern: 'iptal-uyeler/kurumsal/:id', area: 'members' },
  { pattern: 'uyeler', area: 'members' },
  { pattern: 'uyeler/bireysel/:id', area: 'members' },
  { pattern: 'uyeler/kurumsal/:id', area: 'members' },
  { pattern: 'uyeler/abonelik/:id', area: 'members' },
  { pattern: 'uyeler/kullanicilar/:id', area: 'members' },
  { pattern: 'uyeler/kullanici-ekle/:id', area: 'members' },
  { pattern: 'uyeler/kullanici-guncelle/:id', area: 'members' },
  { pattern: 'anasayfa', area: 'professional' },
  { pattern: 'ureticiler', area: 'professional' },
  { pattern: 'receteler', area: 'professional' },
  // A prescription's detail, print view and e-mails (our design: the spec names no detail route).
  { pattern: 'receteler/:id', area: 'professional' },
  { pattern: 'ureticiler/ekle', area: 'prescribing' },
  { pattern: 'ureticiler/guncelle/:id', area: 'prescribing' },
  { pattern: 'ureticiler/uretim-alanlari/ekle/:id?', area: 'prescribing' },
  { pattern: 'ureticiler/uretim-alanlari/guncelle/kurumsal/:farmAreaId', area: 'prescribing' },
  { pattern: 'ureticiler/uretim-alanlari/guncelle/:farmerId/:farmAreaId', area: 'prescribing' },
  { pattern: 'hizli-recete', area: 'prescribing' },
  { pattern: 'gubreleme-yaz', area: 'prescribing' },
  // A fertilization template opened for editing (our design: PUT prescription/{id}/edit's screen).
  { pattern: 'gubreleme-yaz/:id', area: 'prescribing' },
  { pattern: 'recete/:farmAreaId/:farmerId?', area: 'prescribing' },
  // TRC (our design): a member's lots and the stages its field controllers record.
  { pattern: 'partiler', area: 'professional' },
  { pattern: 'partiler/ekle', area: 'professional' },
  { pattern: 'partiler/:id', area: 'professional' },
  { pattern: 'partiler/:id/asama-ekle', area: 'professional' },
  { pattern: 'partiler/guncelle/:id', area: 'professional' },
];

/** Public routes of spec §2 (no session needed). */
export const PublicRoutes = [
  '',
  'register',
  'forgot-password',
  'reset-password',
  'verify',
  'forgotPassword',
  'lock-screen',
  'iletisim',
  'verify-login',
  'prescription/:token',
  '404',
  'coming-soon',
  'under-construction',
] as const;

function matchPattern(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.replace(/^\/+|\/+$/g, '').split('/').filter((s, i) => s !== '' || i === 0);
  if (got.length > want.length) return false;
  return want.every((seg, i) => {
    const value = got[i];
    if (seg.endsWith('?')) return true;
    if (value === undefined || value === '') return false;
    return seg.startsWith(':') ? true : seg === value;
  });
}

/** The rule for a path, or undefined when the path is not a protected route. */
export function routeRuleFor(pathname: string): RouteRule | undefined {
  return ProtectedRoutes.find((r) => matchPattern(r.pattern, pathname));
}

export function rolesForArea(area: Area): readonly Role[] {
  const roles = AreaRoles[area];
  return roles === 'any' ? AllRoles : roles;
}

export function canAccessArea(role: Role, area: Area): boolean {
  return rolesForArea(area).includes(role);
}

/** Whether a role may open a protected path. Unknown paths are not protected routes: false. */
export function canAccessPath(role: Role, pathname: string): boolean {
  const rule = routeRuleFor(pathname);
  return rule ? canAccessArea(role, rule.area) : false;
}

/** Home route by role alone (spec §2 "Landing route per role"). */
export const RoleHome: Record<Role, string> = {
  [R.Admin]: '/dashboard',
  [R.BestnetAdmin]: '/dashboard',
  [R.BestnetDataLogger]: '/dashboard',
  [R.BestnetOperator]: '/demo-talepler',
  [R.BestnetSupport]: '/demo-talepler',
  [R.BestnetSales]: '/demo-talepler',
  [R.Muhendis]: '/anasayfa',
  [R.Danisman]: '/anasayfa',
  [R.Tekniker]: '/anasayfa',
  [R.User]: '/anasayfa',
};

/** The default redirect of a protected route (spec §2). */
export const DefaultProtectedRedirect = '/dashboard';

/**
 * The home route of a user: SRC application users always go to /src-dashboard, RCT
 * business-unit members to /anasayfa, everyone else by role (spec §2). TRC users are
 * not named by the spec; their home is the TRC panel at /anasayfa on the trc host.
 */
export function homeRouteFor(user: SessionUserShape): string {
  if (user.app === AppCode.Src) return '/src-dashboard';
  if (user.app === AppCode.Trc) return '/anasayfa';
  if (isRctBusinessUnitMember(user)) return '/anasayfa';
  return RoleHome[user.role] ?? DefaultProtectedRedirect;
}

/**
 * Where a route guard sends a user for `pathname`: null when allowed, otherwise the
 * user's home (spec §2: a protected route that does not list the role redirects home).
 */
export function guardRedirect(user: SessionUserShape, pathname: string): string | null {
  return canAccessPath(user.role, pathname) ? null : homeRouteFor(user);
}

/**
 * The route patterns of the search, home and MRL features, for the apps' lazy route tables: an app names a
 * feature's routes without importing its code (the feature's chunk loads on first use). They live
 * here, beside the access table the login page already loads, so naming them adds no schemas to it.
 */
export const SearchPagePatterns = ['search', 'search/licenses/:id', 'search/plants/:id', 'search/harmful-orgs/:id', 'search/active-substances/:id', 'search/kullanim'] as const;
export const HomePagePatterns = ['anasayfa', 'src-dashboard', 'degisiklikler'] as const;
export const MrlQueryPagePatterns = ['mrl'] as const;
/** The TRC field screens: its own `anasayfa` and the lots. */
export const TraceabilityPagePatterns = ['anasayfa', 'partiler', 'partiler/ekle', 'partiler/:id', 'partiler/:id/asama-ekle', 'partiler/guncelle/:id'] as const;
