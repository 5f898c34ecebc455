import { RctMark, RctMarkDark, RctMascot } from '../art/rct-art';
import { SrcMark, SrcMarkDark, SrcMascot } from '../art/src-art';
import { TrcMark, TrcMarkDark, TrcMascot } from '../art/trc-art';
// Each app serves its brand's folder of public/ as its publicDir, so the icon is /favicon.svg.
import rctFavicon from '../../public/rct/favicon.svg?raw';
import srcFavicon from '../../public/src/favicon.svg?raw';
import trcFavicon from '../../public/trc/favicon.svg?raw';
import type { Brand, BrandCode } from './brand';
import { palettes } from './palettes';

/** The provider behind every product (staff roles are BestnetAdmin etc.). */
export const providerShortName = 'Bestnet';
export const providerName = `${providerShortName} Tarım Teknolojileri A.Ş.`;

export const rctBrand: Brand = {
  code: 'rct',
  shortName: 'RCT',
  productName: 'Reçete',
  name: 'RCT Reçete',
  tagline: 'Bitki koruma ve besleme için karar destek ve dijital reçete',
  description:
    'RCT Reçete: ruhsatlı ürünler ve dozlar, geçmiş uygulamalar, iklim verisi, hasat öncesi bekleme süresi ve kalıntı limitleriyle reçete ve gübreleme planı yazın.',
  highlights: ['Ruhsat, doz ve karışım kontrolü', 'Hasat öncesi bekleme süresi ve MRL denetimi', 'Reçeteyi e-posta ya da bağlantıyla paylaşma'],
  pageTitle: 'RCT Reçete – Karar Destek ve Dijital Reçete',
  colors: palettes.rct,
  logo: { light: RctMark, dark: RctMarkDark },
  mascot: RctMascot,
  mascotName: 'Yaprak',
  favicon: rctFavicon,
};

export const srcBrand: Brand = {
  code: 'src',
  shortName: 'SRC',
  productName: 'Sorgu',
  name: 'SRC Sorgu',
  tagline: 'Bitki koruma sorguları: ürün, doz, kalıntı limiti ve bekleme süreleri',
  description:
    'SRC Sorgu: bitkiye veya zararlıya göre ruhsatlı ürünler, kullanım dozları, kalıntı limiti uygunluğu, aktif madde arama, hasat ve arı bekleme süreleri.',
  highlights: ['Bitkiye ya da zararlıya göre ruhsatlı ürünler', 'Aktif madde ve kalıntı limiti (MRL) arama', 'Hasat ve arı bekleme süreleri'],
  pageTitle: 'SRC Sorgu – Bitki Koruma Sorgulama',
  colors: palettes.src,
  logo: { light: SrcMark, dark: SrcMarkDark },
  mascot: SrcMascot,
  mascotName: 'Büyüteç',
  favicon: srcFavicon,
};

export const trcBrand: Brand = {
  code: 'trc',
  shortName: 'TRC',
  productName: 'İzlenebilirlik',
  name: 'TRC İzlenebilirlik',
  tagline: 'Taze üründe tohumdan hasada izlenebilirlik',
  description:
    'TRC İzlenebilirlik: saha kontrolörleri ekimden hasada her üretim aşamasını kaydeder, tüketici ürünün yolculuğunu QR kodla görür.',
  highlights: ['Ekimden paketlemeye her aşama kayıt altında', 'Uygulanan reçeteler ürün partisine bağlı', 'Tüketiciye QR kodlu ürün sayfası'],
  pageTitle: 'TRC İzlenebilirlik – Tohumdan Hasada Takip',
  colors: palettes.trc,
  logo: { light: TrcMark, dark: TrcMarkDark },
  mascot: TrcMascot,
  mascotName: 'Domates',
  favicon: trcFavicon,
};

export const brands: Readonly<Record<BrandCode, Brand>> = { rct: rctBrand, src: srcBrand, trc: trcBrand };

/** RCT is the default application (spec §1). */
export const defaultBrand = rctBrand;

/** The footer line, e.g. `© 2026 Bestnet Tarım Teknolojileri A.Ş. — RCT Reçete`. */
export function copyrightLine(brand: Brand, year: number = new Date().getFullYear()): string {
  return `© ${year} ${providerName} — ${brand.name}`;
}
