// Page titles by route (spec §2 "The page title is set from the current path"), next to the
// menu labels they reuse: a list page is titled as its menu entry, the rest are named here.
import { routeRuleFor } from './access';
import { DefinitionSections, RouteTable, type PublicRoutePattern } from './routes';
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

// Each definition section's add and edit pages carry the section's menu label; the other
// titles the menus do not give (detail, add and edit pages) are the route table's.
const sectionTitles = new Map<string, string>(
  DefinitionSections.flatMap((section) => [
    [`${section}/ekle`, `${menuLabel(section)} · Yeni Kayıt`],
    [`${section}/guncelle/:id`, `${menuLabel(section)} · Düzenle`],
  ]),
);

/** The title of every protected route pattern of the contracts' table (spec §2). */
export const ProtectedPageTitles: Readonly<Record<string, string>> = Object.fromEntries(
  RouteTable.map((r) => [r.pattern, r.title ?? sectionTitles.get(r.pattern) ?? menuLabel(r.pattern)]),
);

/** Titles of the public routes (spec §2) by their pattern; `''` (login or landing) keeps the brand's own title. */
export const PublicPageTitles: Readonly<Record<Exclude<PublicRoutePattern, ''>, string>> = {
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
