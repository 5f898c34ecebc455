import { describe, expect, it } from 'vitest';
import { brands, copyrightLine, defaultBrand, rctBrand } from './brands';

const hex = /^#[0-9a-f]{6}$/;

describe('brands (spec §1: each application has its own logo, mascot, favicon, page title and copyright line)', () => {
  it('has one brand per product and RCT is the default application', () => {
    expect(Object.keys(brands)).toEqual(['rct', 'src', 'trc']);
    expect(defaultBrand).toBe(rctBrand);
  });

  it.each(Object.values(brands))('$shortName carries every part of a brand', (brand) => {
    expect(brand.name).toBe(`${brand.shortName} ${brand.productName}`);
    expect(brand.shortName).toBe(brand.code.toUpperCase());
    expect(brand.pageTitle).toContain(brand.name);
    expect(brand.tagline.length).toBeGreaterThan(10);
    expect(brand.description.length).toBeGreaterThan(50);
    expect(brand.highlights).toHaveLength(3);
    expect(brand.colors).toHaveLength(10);
    brand.colors.forEach((c) => expect(c).toMatch(hex));
    expect(typeof brand.logo.light).toBe('function');
    expect(typeof brand.logo.dark).toBe('function');
    expect(typeof brand.mascot).toBe('function');
  });

  it('gives each product a different page title and colour', () => {
    const all = Object.values(brands);
    expect(new Set(all.map((b) => b.pageTitle)).size).toBe(3);
    expect(new Set(all.map((b) => b.colors[7])).size).toBe(3);
  });

  it.each(Object.values(brands))('ships $shortName favicon as an SVG in the brand colour', (brand) => {
    expect(brand.favicon.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">')).toBe(true);
    expect(brand.favicon).toContain(`fill="${brand.colors[7]}"`);
  });

  it('writes the copyright line with the current year by default', () => {
    expect(copyrightLine(rctBrand, 2026)).toBe('© 2026 Bestnet Tarım Teknolojileri A.Ş. — RCT Reçete');
    expect(copyrightLine(rctBrand)).toContain(`© ${new Date().getFullYear()} `);
  });
});
