import { describe, expect, it } from 'vitest';
import { ProtectedRoutes, PublicRoutes } from './access';
import { menuPaths, MenuSets } from './menus';
import { pageTitleFor, ProtectedPageTitles, PublicPageTitles } from './page-titles';

describe('spec §2 page titles', () => {
  it('titles every protected route of the table and every public route but `/`', () => {
    for (const { pattern } of ProtectedRoutes) expect(ProtectedPageTitles[pattern], pattern).toMatch(/\S/);
    expect(Object.keys(PublicPageTitles).sort()).toEqual(PublicRoutes.filter((r) => r !== '').sort());
  });

  it('names the pages in Turkish, e.g. /uyeler, /ureticiler, /hizli-recete', () => {
    expect(pageTitleFor('/uyeler')).toBe('Üyeler');
    expect(pageTitleFor('/ureticiler')).toBe('Üreticiler');
    expect(pageTitleFor('/hizli-recete')).toBe('Hızlı Reçete');
    expect(pageTitleFor('/receteler')).toBe('Reçeteler');
    expect(pageTitleFor('/uyeler/kurumsal/42')).toBe('Kurumsal Üye');
    expect(pageTitleFor('/ureticiler/uretim-alanlari/ekle')).toBe('Üretim Alanı Ekle');
    expect(pageTitleFor('/ureticiler/uretim-alanlari/guncelle/kurumsal/9')).toBe('Kurumsal Üretim Alanı Güncelle');
    expect(pageTitleFor('/mrl-urun/guncelle/3')).toBe('MRL Ürünleri · Düzenle');
    expect(pageTitleFor('/register')).toBe('Kayıt Ol');
    expect(pageTitleFor('/prescription/abc')).toBe('Reçete');
  });

  it('reuses the menu labels for the list pages', () => {
    for (const groups of Object.values(MenuSets)) {
      for (const path of menuPaths(groups)) {
        if (path === '/ureticiler' || path === '/src-dashboard' || path === '/mrl') continue;
        expect(pageTitleFor(path), path).not.toBeNull();
      }
    }
    expect(pageTitleFor('/mrl-oran')).toBe('MRL Oranları');
    expect(pageTitleFor('/dashboard')).toBe('Gösterge Paneli');
  });

  it('has no title for `/` or a path that is no route', () => {
    expect(pageTitleFor('/')).toBeNull();
    expect(pageTitleFor('/boyle-bir-sayfa-yok')).toBeNull();
    expect(pageTitleFor('/register/fazla')).toBeNull();
  });
});
