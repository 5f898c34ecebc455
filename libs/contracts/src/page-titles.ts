// Page titles by route (spec §2 "The page title is set from the current path"), next to the
// menu labels they reuse: a list page is titled as its menu entry, the rest are named here.
import { DefinitionSections, ProtectedRoutes, routeRuleFor, type PublicRoutes } from './access';
import { MenuSets, type MenuItem } from './menus';

/** Menu label by path over every set; the first set that names a path wins. */
function menuLabels(): Map<string, string> {
  const labels = new Map<string, string>();
  const walk = (items: readonly MenuItem[]) =>
    items.forEach((i) => {
      if (i.path && !labels.has(i.path)) labels.set(i.path, i.label);
      walk(i.children ?? []);
    });
  Object.values(MenuSets).forEach((groups) => groups.forEach((g) => walk(g.items)));
  return labels;
}

const labelOf = menuLabels();
const menuLabel = (pattern: string): string => labelOf.get(`/${pattern}`) ?? pattern;

/** Titles the menus do not give (detail, add and edit pages) or give another way ('/ureticiler' is also 'Üretim Alanları'). */
const namedTitles: Record<string, string> = {
  profile: 'Profil',
  search: 'Arama',
  mrl: 'MRL Sorgulama',
  'src-dashboard': 'SRC Gösterge Paneli',
  'search/licenses/:id': 'Ruhsat',
  'search/plants/:id': 'Bitki',
  'search/harmful-orgs/:id': 'Hastalık / Zararlı',
  'search/active-substances/:id': 'Aktif Madde',
  'search/kullanim': 'Bitki ve Zararlıya Göre İlaçlar',
  degisiklikler: 'Referans Veri Değişiklikleri',
  'portal-users/add-user': 'Portal Kullanıcısı Ekle',
  'portal-users/edit-user/:id': 'Portal Kullanıcısı Düzenle',
  'demo-uyeler/bireysel/:id': 'Bireysel Demo Üye',
  'demo-uyeler/kurumsal/:id': 'Kurumsal Demo Üye',
  'demo-uyeler/abonelik/:id': 'Demo Üye Aboneliği',
  'iptal-uyeler/bireysel/:id': 'İptal Edilen Bireysel Üye',
  'iptal-uyeler/kurumsal/:id': 'İptal Edilen Kurumsal Üye',
  'uyeler/bireysel/:id': 'Bireysel Üye',
  'uyeler/kurumsal/:id': 'Kurumsal Üye',
  'uyeler/abonelik/:id': 'Üye Aboneliği',
  'uyeler/kullanicilar/:id': 'Üye Kullanıcıları',
  'uyeler/kullanici-ekle/:id': 'Üye Kullanıcısı Ekle',
  'uyeler/kullanici-guncelle/:id': 'Üye Kullanıcısı Güncelle',
  ureticiler: 'Üreticiler',
  'ureticiler/ekle': 'Üretici Ekle',
  'ureticiler/guncelle/:id': 'Üretici Güncelle',
  'ureticiler/uretim-alanlari/ekle/:id?': 'Üretim Alanı Ekle',
  'ureticiler/uretim-alanlari/guncelle/kurumsal/:farmAreaId': 'Kurumsal Üretim Alanı Güncelle',
  'ureticiler/uretim-alanlari/guncelle/:farmerId/:farmAreaId': 'Üretim Alanı Güncelle',
  'recete/:farmAreaId/:farmerId?': 'Reçete Yaz',
  'receteler/:id': 'Reçete',
  'gubreleme-yaz/:id': 'Gübreleme Planını Düzenle',
  'partiler/ekle': 'Yeni Parti',
  'partiler/:id': 'Parti',
  'partiler/:id/asama-ekle': 'Aşama Ekle',
  'partiler/guncelle/:id': 'Partiyi Düzenle',
};

// Each definition section's add and edit pages carry the section's menu label.
for (const section of DefinitionSections) {
  namedTitles[`${section}/ekle`] = `${menuLabel(section)} · Yeni Kayıt`;
  namedTitles[`${section}/guncelle/:id`] = `${menuLabel(section)} · Düzenle`;
}

/** The title of every protected route pattern of the contracts' table (spec §2). */
export const ProtectedPageTitles: Readonly<Record<string, string>> = Object.fromEntries(
  ProtectedRoutes.map((r) => [r.pattern, namedTitles[r.pattern] ?? menuLabel(r.pattern)]),
);

/** Titles of the public routes (spec §2) by their pattern; `''` (login or landing) keeps the brand's own title. */
export const PublicPageTitles: Readonly<Record<Exclude<(typeof PublicRoutes)[number], ''>, string>> = {
  register: 'Kayıt Ol',
  'forgot-password': 'Şifremi Unuttum',
  'reset-password': 'Şifre Yenileme',
  verify: 'Hesap Doğrulama',
  forgotPassword: 'Şifre Yenileme Bağlantısı',
  'lock-screen': 'Ekran Kilitli',
  iletisim: 'İletişim',
  'verify-login': 'Giriş Doğrulama',
  'prescription/:token': 'Reçete',
  '404': 'Sayfa Bulunamadı',
  'coming-soon': 'Çok Yakında',
  'under-construction': 'Yapım Aşamasında',
};

/** The Turkish title of a path, e.g. '/uyeler' → 'Üyeler'; null for `/` and paths that are no route. */
export function pageTitleFor(pathname: string): string | null {
  const rule = routeRuleFor(pathname);
  if (rule) return ProtectedPageTitles[rule.pattern] ?? null;
  const [first = '', second] = pathname.replace(/^\/+|\/+$/g, '').split('/');
  const pattern = first === 'prescription' && second ? 'prescription/:token' : first;
  if (second && pattern !== 'prescription/:token') return null;
  return (PublicPageTitles as Record<string, string>)[pattern] ?? null;
}
