// The one route table (spec §2): every route pattern of the web apps is declared here and only
// here. The access table (permission area by pattern), the page titles and the apps' lazy pages
// are derived from it; a lint test (tools/lint/route-literals.test.ts) refuses a route pattern
// written anywhere else.
import type { Area } from './access';

/** The feature library whose page a route shows; `auth` is the auth kit, `mrl-query` the `mrl` page of @portal/mrl. */
export const Features = ['auth', 'definitions', 'mrl', 'mrl-query', 'search', 'home', 'dashboard', 'members', 'producers', 'prescriptions', 'traceability', 'register'] as const;
export type Feature = (typeof Features)[number];

/** The portal apps that build their routes from this table (the landing is static pages, no router: apps/landing/src/known-paths.ts). */
export type PortalApp = 'rct-portal' | 'src-portal' | 'trc-portal';

export interface RouteEntry {
  /** react-router style pattern without the leading slash; `:x?` is an optional segment. */
  pattern: string;
  /** Permission area of spec §6. */
  area: Area;
  /** The library that draws the page. */
  feature: Feature;
  /** Another library draws the page in these apps (TRC's own `anasayfa`). */
  featureIn?: Partial<Record<PortalApp, Feature>>;
  /** The page title when the menus do not give it (spec §2 "The page title is set from the current path"). */
  title?: string;
}

/**
 * Definition sections of spec §2 (karisabilirlik's routes are our design), plus
 * aktif-madde-tanimi: the spec keeps an activeSubstanceList (§3) that licences and the
 * prescription checks need, but names no section for it; it is maintained like the others.
 * The `mrl-` sections are drawn by @portal/mrl, the others by @portal/definitions.
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

/** A definition section's list, `ekle` and `guncelle/:id` patterns. */
export const definitionSectionPatterns = (section: string): [string, string, string] => [section, `${section}/ekle`, `${section}/guncelle/:id`];

// Each feature's patterns by name: the feature keys its pages and builds its links with them.
export const SearchPatterns = {
  search: 'search',
  license: 'search/licenses/:id',
  plant: 'search/plants/:id',
  harmfulOrg: 'search/harmful-orgs/:id',
  activeSubstance: 'search/active-substances/:id',
  uses: 'search/kullanim',
} as const;

export const MemberPatterns = {
  demoRequests: 'demo-talepler',
  demoMembers: 'demo-uyeler',
  canceledMembers: 'iptal-uyeler',
  members: 'uyeler',
  demoIndividual: 'demo-uyeler/bireysel/:id',
  demoCorporate: 'demo-uyeler/kurumsal/:id',
  demoSubscription: 'demo-uyeler/abonelik/:id',
  canceledIndividual: 'iptal-uyeler/bireysel/:id',
  canceledCorporate: 'iptal-uyeler/kurumsal/:id',
  individual: 'uyeler/bireysel/:id',
  corporate: 'uyeler/kurumsal/:id',
  subscription: 'uyeler/abonelik/:id',
  memberUsers: 'uyeler/kullanicilar/:id',
  memberUserAdd: 'uyeler/kullanici-ekle/:id',
  memberUserEdit: 'uyeler/kullanici-guncelle/:id',
  portalUsers: 'portal-users',
  portalUserAdd: 'portal-users/add-user',
  portalUserEdit: 'portal-users/edit-user/:id',
} as const;

export const ProducerPatterns = {
  list: 'ureticiler',
  add: 'ureticiler/ekle',
  edit: 'ureticiler/guncelle/:id',
  areaAdd: 'ureticiler/uretim-alanlari/ekle/:id?',
  areaEditCorporate: 'ureticiler/uretim-alanlari/guncelle/kurumsal/:farmAreaId',
  areaEdit: 'ureticiler/uretim-alanlari/guncelle/:farmerId/:farmAreaId',
} as const;

export const PrescriptionPatterns = {
  list: 'receteler',
  detail: 'receteler/:id',
  fast: 'hizli-recete',
  area: 'recete/:farmAreaId/:farmerId?',
  plan: 'gubreleme-yaz',
  planEdit: 'gubreleme-yaz/:id',
} as const;

export const HomePatterns = {
  home: 'anasayfa',
  srcDashboard: 'src-dashboard',
  changes: 'degisiklikler',
} as const;

export const TraceabilityPatterns = {
  home: HomePatterns.home,
  lots: 'partiler',
  lotAdd: 'partiler/ekle',
  lot: 'partiler/:id',
  stageAdd: 'partiler/:id/asama-ekle',
  lotEdit: 'partiler/guncelle/:id',
} as const;

/** The producer's register (Üretici Kayıt Defteri, our design): an area's and a producer's register, recording an application and a harvest. */
export const RegisterPatterns = {
  area: 'kayit-defteri/alan/:areaId',
  producer: 'kayit-defteri/uretici/:producerId',
  application: 'kayit-defteri/uygulama/:prescriptionId',
  harvest: 'kayit-defteri/hasat/:areaId',
} as const;

const definitionEntries: RouteEntry[] = DefinitionSections.flatMap((s) =>
  definitionSectionPatterns(s).map((pattern) => ({ pattern, area: 'definitions' as const, feature: s.startsWith('mrl-') ? ('mrl' as const) : ('definitions' as const) })),
);

/** Every authenticated route of spec §2 with its permission area of spec §6, the library that draws it and its title. */
export const RouteTable: readonly RouteEntry[] = [
  { pattern: 'dashboard', area: 'dashboard', feature: 'dashboard' },
  { pattern: 'profile', area: 'any', feature: 'auth', title: 'Profil' },
  { pattern: SearchPatterns.search, area: 'any', feature: 'search', title: 'Arama' },
  // Search's detail pages, the plant × pest query and the feed of reference changes (our design).
  { pattern: SearchPatterns.license, area: 'any', feature: 'search', title: 'Ruhsat' },
  { pattern: SearchPatterns.plant, area: 'any', feature: 'search', title: 'Bitki' },
  { pattern: SearchPatterns.harmfulOrg, area: 'any', feature: 'search', title: 'Hastalık / Zararlı' },
  { pattern: SearchPatterns.activeSubstance, area: 'any', feature: 'search', title: 'Aktif Madde' },
  { pattern: SearchPatterns.uses, area: 'any', feature: 'search', title: 'Bitki ve Zararlıya Göre İlaçlar' },
  { pattern: 'mrl', area: 'any', feature: 'mrl-query', title: 'MRL Sorgulama' },
  { pattern: HomePatterns.srcDashboard, area: 'any', feature: 'home', title: 'SRC Gösterge Paneli' },
  { pattern: HomePatterns.changes, area: 'any', feature: 'home', title: 'Referans Veri Değişiklikleri' },
  ...definitionEntries,
  { pattern: MemberPatterns.portalUsers, area: 'portalUsers', feature: 'members' },
  { pattern: MemberPatterns.portalUserAdd, area: 'portalUsers', feature: 'members', title: 'Portal Kullanıcısı Ekle' },
  { pattern: MemberPatterns.portalUserEdit, area: 'portalUsers', feature: 'members', title: 'Portal Kullanıcısı Düzenle' },
  { pattern: MemberPatterns.demoRequests, area: 'demoMembers', feature: 'members' },
  { pattern: MemberPatterns.demoMembers, area: 'demoMembers', feature: 'members' },
  { pattern: MemberPatterns.demoIndividual, area: 'demoMembers', feature: 'members', title: 'Bireysel Demo Üye' },
  { pattern: MemberPatterns.demoCorporate, area: 'demoMembers', feature: 'members', title: 'Kurumsal Demo Üye' },
  { pattern: MemberPatterns.demoSubscription, area: 'demoMembers', feature: 'members', title: 'Demo Üye Aboneliği' },
  { pattern: MemberPatterns.canceledMembers, area: 'members', feature: 'members' },
  { pattern: MemberPatterns.canceledIndividual, area: 'members', feature: 'members', title: 'İptal Edilen Bireysel Üye' },
  { pattern: MemberPatterns.canceledCorporate, area: 'members', feature: 'members', title: 'İptal Edilen Kurumsal Üye' },
  { pattern: MemberPatterns.members, area: 'members', feature: 'members' },
  { pattern: MemberPatterns.individual, area: 'members', feature: 'members', title: 'Bireysel Üye' },
  { pattern: MemberPatterns.corporate, area: 'members', feature: 'members', title: 'Kurumsal Üye' },
  { pattern: MemberPatterns.subscription, area: 'members', feature: 'members', title: 'Üye Aboneliği' },
  { pattern: MemberPatterns.memberUsers, area: 'members', feature: 'members', title: 'Üye Kullanıcıları' },
  { pattern: MemberPatterns.memberUserAdd, area: 'members', feature: 'members', title: 'Üye Kullanıcısı Ekle' },
  { pattern: MemberPatterns.memberUserEdit, area: 'members', feature: 'members', title: 'Üye Kullanıcısı Güncelle' },
  { pattern: HomePatterns.home, area: 'professional', feature: 'home', featureIn: { 'trc-portal': 'traceability' } },
  { pattern: ProducerPatterns.list, area: 'professional', feature: 'producers', title: 'Üreticiler' },
  { pattern: PrescriptionPatterns.list, area: 'professional', feature: 'prescriptions' },
  // A prescription's detail, print view and e-mails (our design: the spec names no detail route).
  { pattern: PrescriptionPatterns.detail, area: 'professional', feature: 'prescriptions', title: 'Reçete' },
  { pattern: ProducerPatterns.add, area: 'prescribing', feature: 'producers', title: 'Üretici Ekle' },
  { pattern: ProducerPatterns.edit, area: 'prescribing', feature: 'producers', title: 'Üretici Güncelle' },
  { pattern: ProducerPatterns.areaAdd, area: 'prescribing', feature: 'producers', title: 'Üretim Alanı Ekle' },
  { pattern: ProducerPatterns.areaEditCorporate, area: 'prescribing', feature: 'producers', title: 'Kurumsal Üretim Alanı Güncelle' },
  { pattern: ProducerPatterns.areaEdit, area: 'prescribing', feature: 'producers', title: 'Üretim Alanı Güncelle' },
  { pattern: PrescriptionPatterns.fast, area: 'prescribing', feature: 'prescriptions' },
  { pattern: PrescriptionPatterns.plan, area: 'prescribing', feature: 'prescriptions' },
  // A fertilization template opened for editing (our design: PUT prescription/{id}/edit's screen).
  { pattern: PrescriptionPatterns.planEdit, area: 'prescribing', feature: 'prescriptions', title: 'Gübreleme Planını Düzenle' },
  { pattern: PrescriptionPatterns.area, area: 'prescribing', feature: 'prescriptions', title: 'Reçete Yaz' },
  // TRC (our design): a member's lots and the stages its field controllers record.
  { pattern: TraceabilityPatterns.lots, area: 'professional', feature: 'traceability' },
  { pattern: TraceabilityPatterns.lotAdd, area: 'professional', feature: 'traceability', title: 'Yeni Parti' },
  { pattern: TraceabilityPatterns.lot, area: 'professional', feature: 'traceability', title: 'Parti' },
  { pattern: TraceabilityPatterns.stageAdd, area: 'professional', feature: 'traceability', title: 'Aşama Ekle' },
  { pattern: TraceabilityPatterns.lotEdit, area: 'professional', feature: 'traceability', title: 'Partiyi Düzenle' },
  // The register (our design): read as prescriptions are, written by the prescribing roles.
  { pattern: RegisterPatterns.area, area: 'professional', feature: 'register', title: 'Alan Kayıt Defteri' },
  { pattern: RegisterPatterns.producer, area: 'professional', feature: 'register', title: 'Üretici Kayıt Defteri' },
  { pattern: RegisterPatterns.application, area: 'prescribing', feature: 'register', title: 'Uygulama Kaydet' },
  { pattern: RegisterPatterns.harvest, area: 'prescribing', feature: 'register', title: 'Hasat Kaydet' },
];

/** The library that draws `entry` in `app`. */
export const featureOf = (entry: RouteEntry, app: PortalApp): Feature => entry.featureIn?.[app] ?? entry.feature;

/** The patterns `feature` draws in `app`, in table order: what the app hands to the feature's lazy pages. */
export function patternsOf(app: PortalApp, feature: Feature): string[] {
  return RouteTable.filter((entry) => featureOf(entry, app) === feature).map((entry) => entry.pattern);
}

/** Public routes of spec §2 (no session needed), by name. */
export const PublicRoute = {
  login: '',
  register: 'register',
  forgotPassword: 'forgot-password',
  resetPassword: 'reset-password',
  verify: 'verify',
  forgotPasswordMail: 'forgotPassword',
  lockScreen: 'lock-screen',
  contact: 'iletisim',
  verifyLogin: 'verify-login',
  prescription: 'prescription/:token',
  notFound: '404',
  comingSoon: 'coming-soon',
  underConstruction: 'under-construction',
} as const;
export type PublicRoutePattern = (typeof PublicRoute)[keyof typeof PublicRoute];

/** The consumer page of a lot on the TRC host (our design): `/lot/:token` and the GS1 Digital Link form. */
export const PublicLotRoutes = ['lot/:token', '01/:gtin/10/:lot'] as const;

/** A pattern as a router path: `'uyeler'` → `'/uyeler'`. */
export const routePath = <P extends string>(pattern: P): `/${P}` => `/${pattern}`;
