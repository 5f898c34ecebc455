// The prerendered pages, read from source with their partials expanded exactly as the build does.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expandIncludes } from '../vite/html-includes';
import { KNOWN_PATHS } from './known-paths';

const root = resolve(import.meta.dirname, '..');
const fileOf = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);
const load = (file: string) =>
  new DOMParser().parseFromString(expandIncludes(readFileSync(resolve(root, file), 'utf8'), root, 2026), 'text/html');

const LEGAL = [
  ['Gizlilik Politikası', '/gizlilik'],
  ['Kullanım Koşulları', '/kullanim-kosullari'],
  ['Çerez Politikası', '/cerez-politikasi'],
  ['KVKK Aydınlatma Metni', '/kvkk'],
] as const;

describe('index.html', () => {
  const doc = load('index.html');

  it('carries the document metadata', () => {
    expect(doc.documentElement.lang).toBe('tr');
    expect(doc.documentElement.dataset.app).toBe('landing');
    expect(doc.title).toBe('Bestnet Tarım — Bitki Koruma ve Bitki Besleme Portalı');
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBeTruthy();
    expect(doc.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toMatch(/^#/);
    expect(doc.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/favicon.svg');
    expect(existsSync(resolve(root, 'public/favicon.svg'))).toBe(true);
  });

  it.each([
    ['rct', 'RCT'],
    ['src', 'SRC'],
    ['trc', 'TRC'],
  ])('links the %s solution to its login site', (label, name) => {
    const links = doc.querySelectorAll<HTMLAnchorElement>(`a[data-app-label="${label}"]`);
    expect(links).toHaveLength(1);
    const link = links[0]!;
    expect(link.textContent).toContain('Giriş yap');
    expect(link.textContent).toContain(name);
    expect(link.getAttribute('href')).toBe(`http://${label}.localhost:8080/`);
    const card = link.closest('article');
    expect(card?.querySelector('h3')?.textContent).toContain(name);
    expect(card?.querySelector('svg')).not.toBeNull();
  });

  it('has one h1 and the three solutions under the solutions heading', () => {
    expect(doc.querySelectorAll('h1')).toHaveLength(1);
    expect(doc.querySelectorAll('#cozumler article h3')).toHaveLength(3);
  });

  it('has a footer with address, social links, legal links and the copyright line', () => {
    const footer = doc.querySelector('footer')!;
    expect(footer.querySelector('address')?.textContent).toMatch(/Ankara/);
    for (const name of ['LinkedIn', 'X', 'Instagram', 'YouTube']) {
      const link = [...footer.querySelectorAll('.social a')].find((a) => a.getAttribute('aria-label')?.includes(name));
      expect(link?.getAttribute('href'), name).toMatch(/^https:\/\//);
    }
    for (const [text, href] of LEGAL) {
      const link = [...footer.querySelectorAll('a')].find((a) => a.textContent?.trim() === text);
      expect(link?.getAttribute('href'), text).toBe(href);
    }
    expect(footer.querySelector('.copyright')?.textContent).toBe('© 2026 Bestnet Tarım Teknolojileri A.Ş.');
  });

  it('loads the one script as a module', () => {
    const scripts = doc.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.type).toBe('module');
  });
});

describe.each(KNOWN_PATHS.map((path) => [path, fileOf(path)]))('page %s (%s)', (_path, file) => {
  const doc = load(file);

  it('is Turkish, landing-branded, with a skip link to its main content', () => {
    expect(doc.documentElement.lang).toBe('tr');
    expect(doc.documentElement.dataset.app).toBe('landing');
    const skip = doc.querySelector<HTMLAnchorElement>('a.skip-link');
    expect(doc.querySelector(`main${skip?.getAttribute('href')}`)).not.toBeNull();
    expect(doc.querySelector('header')).not.toBeNull();
    expect(doc.querySelector('footer')).not.toBeNull();
  });

  it('has one h1 and never skips a heading level', () => {
    const levels = [...doc.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1]));
    expect(levels.filter((l) => l === 1)).toHaveLength(1);
    levels.reduce((prev, level) => {
      expect(level - prev).toBeLessThanOrEqual(1);
      return level;
    }, 0);
  });

  it('gives every link an accessible name', () => {
    for (const a of doc.querySelectorAll('a')) {
      expect(a.getAttribute('aria-label') || a.textContent?.trim(), a.outerHTML).toBeTruthy();
    }
  });
});

describe('404.html', () => {
  it('says the page was not found and links home', () => {
    const doc = load('404.html');
    expect(doc.querySelector('h1')?.textContent).toBe('Sayfa bulunamadı');
    expect(doc.querySelector('main a[href="/"]')).not.toBeNull();
    expect(doc.querySelectorAll('script')).toHaveLength(0);
  });
});

describe('legal pages', () => {
  it.each(LEGAL)('%s has real text', (title, path) => {
    const doc = load(fileOf(path));
    expect(doc.querySelector('h1')?.textContent).toBe(title);
    expect(doc.querySelector('main')?.textContent?.length).toBeGreaterThan(1500);
  });

  it('the KVKK notice cites Law No. 6698 and the data-subject rights', () => {
    const text = load('kvkk.html').querySelector('main')?.textContent ?? '';
    expect(text).toContain('6698 sayılı Kişisel Verilerin Korunması Kanunu');
    expect(text).toContain('11. maddesi');
    expect(text).toContain('veri sorumlusu');
  });
});
