import { describe, expect, it } from 'vitest';
import { AreaRoles, canAccessPath, DefaultProtectedRedirect, DefinitionWriteRoles, guardRedirect, homeRouteFor, routeRuleFor } from './access';
import { DefinitionSections } from './routes';
import { AllRoles, AppCode, MemberType, Role } from './enums';
import type { SessionUserShape } from './hosts';

const R = Role;
const rct = (role: Role, memberType: MemberType | null = MemberType.TS): SessionUserShape => ({ role, app: AppCode.Rct, memberType });

/** Asserts that exactly `allowed` may open `path`. */
function expectOnly(path: string, allowed: Role[]) {
  for (const role of AllRoles) expect(canAccessPath(role, path), `${path} for role ${role}`).toBe(allowed.includes(role));
}

describe('spec §6 roles and permissions', () => {
  it('§6 dashboard: Admin, BestnetAdmin, BestnetDataLogger, BestnetSupport', () => {
    expectOnly('/dashboard', [R.Admin, R.BestnetAdmin, R.BestnetDataLogger, R.BestnetSupport]);
  });
  it('§6 all definition sections (incl. MRL): BestnetAdmin, BestnetDataLogger, BestnetSupport', () => {
    for (const s of DefinitionSections) {
      expectOnly(`/${s}`, [R.BestnetAdmin, R.BestnetDataLogger, R.BestnetSupport]);
      expectOnly(`/${s}/ekle`, [R.BestnetAdmin, R.BestnetDataLogger, R.BestnetSupport]);
      expectOnly(`/${s}/guncelle/7`, [R.BestnetAdmin, R.BestnetDataLogger, R.BestnetSupport]);
    }
  });
  it('§6 BestnetSupport is read-only in definitions', () => {
    expect(DefinitionWriteRoles).toEqual([R.BestnetAdmin, R.BestnetDataLogger]);
  });
  it('§6 portal-users: Admin, BestnetAdmin', () => {
    for (const p of ['/portal-users', '/portal-users/add-user', '/portal-users/edit-user/3']) expectOnly(p, [R.Admin, R.BestnetAdmin]);
  });
  it('§6 demo-talepler, demo-uyeler: Admin, BestnetAdmin, BestnetSupport, BestnetOperator, BestnetSales', () => {
    for (const p of ['/demo-talepler', '/demo-uyeler', '/demo-uyeler/bireysel/1', '/demo-uyeler/kurumsal/1', '/demo-uyeler/abonelik/1'])
      expectOnly(p, [R.Admin, R.BestnetAdmin, R.BestnetSupport, R.BestnetOperator, R.BestnetSales]);
  });
  it('§6 iptal-uyeler, uyeler and their detail pages: Admin, BestnetAdmin, BestnetSupport, BestnetOperator', () => {
    for (const p of ['/iptal-uyeler', '/iptal-uyeler/kurumsal/2', '/uyeler', '/uyeler/bireysel/2', '/uyeler/kullanicilar/2', '/uyeler/kullanici-ekle/2', '/uyeler/kullanici-guncelle/2'])
      expectOnly(p, [R.Admin, R.BestnetAdmin, R.BestnetSupport, R.BestnetOperator]);
  });
  it('§6 anasayfa, ureticiler, receteler: Admin, Danisman, Mühendis, Tekniker, User', () => {
    for (const p of ['/anasayfa', '/ureticiler', '/receteler']) expectOnly(p, [R.Admin, R.Danisman, R.Muhendis, R.Tekniker, R.User]);
  });
  it('§6 producer add/edit, production areas, hizli-recete, gubreleme-yaz, recete: Admin, Danisman, Mühendis', () => {
    for (const p of [
      '/ureticiler/ekle',
      '/ureticiler/guncelle/5',
      '/ureticiler/uretim-alanlari/ekle',
      '/ureticiler/uretim-alanlari/ekle/5',
      '/ureticiler/uretim-alanlari/guncelle/5/9',
      '/ureticiler/uretim-alanlari/guncelle/kurumsal/9',
      '/hizli-recete',
      '/gubreleme-yaz',
      '/recete/9',
      '/recete/9/5',
    ])
      expectOnly(p, [R.Admin, R.Danisman, R.Muhendis]);
  });
  it('§6 profile, search, mrl, src-dashboard: any logged-in session', () => {
    for (const p of ['/profile', '/search', '/mrl', '/src-dashboard']) expectOnly(p, AllRoles);
    expect(AreaRoles.any).toBe('any');
  });
  it('§2 paths that are not protected routes are not granted', () => {
    expect(routeRuleFor('/nowhere')).toBeUndefined();
    expect(canAccessPath(R.Admin, '/dashboard/extra')).toBe(false);
    expect(canAccessPath(R.Admin, '/recete')).toBe(false);
  });
});

describe('spec §2 landing route per role', () => {
  it('§2 Admin, BestnetAdmin and BestnetDataLogger go to /dashboard', () => {
    for (const r of [R.Admin, R.BestnetAdmin, R.BestnetDataLogger]) expect(homeRouteFor(rct(r))).toBe('/dashboard');
  });
  it('§2 BestnetOperator, BestnetSupport and BestnetSales go to /demo-talepler', () => {
    for (const r of [R.BestnetOperator, R.BestnetSupport, R.BestnetSales]) expect(homeRouteFor(rct(r))).toBe('/demo-talepler');
  });
  it('§2 Mühendis, Danisman, Tekniker and User go to /anasayfa', () => {
    for (const r of [R.Muhendis, R.Danisman, R.Tekniker, R.User]) expect(homeRouteFor(rct(r))).toBe('/anasayfa');
  });
  it('§2 SRC application users always go to /src-dashboard', () => {
    for (const r of AllRoles) expect(homeRouteFor({ role: r, app: AppCode.Src, memberType: MemberType.BU })).toBe('/src-dashboard');
  });
  it('§2 RCT business-unit members go to /anasayfa', () => {
    expect(homeRouteFor(rct(R.Admin, MemberType.BU))).toBe('/anasayfa');
  });
  it('§2 the default redirect of a protected route is /dashboard', () => {
    expect(DefaultProtectedRedirect).toBe('/dashboard');
  });
  it('§2 a protected route that does not list the role redirects to that role’s home', () => {
    expect(guardRedirect(rct(R.BestnetSales), '/uyeler')).toBe('/demo-talepler');
    expect(guardRedirect(rct(R.Tekniker), '/hizli-recete')).toBe('/anasayfa');
    expect(guardRedirect(rct(R.Muhendis), '/hizli-recete')).toBeNull();
  });
  it('every home route is one the role may open', () => {
    for (const r of AllRoles) expect(canAccessPath(r, homeRouteFor(rct(r, null))), `role ${r}`).toBe(true);
  });
});
