// SAMPLE reference data (Örnek veri): mixing compatibility of active substances and of
// sample products, after well-known label rules (e.g. captan and oils, sulphur and oils,
// ACCase graminicides and auxin herbicides). Illustrative, not an official list.
import type { MixingResult } from '../../platform/db';

export interface SampleMixingPair {
  kind: 'licence' | 'active-substance';
  /** Licence numbers or substance names, in any order. */
  a: string;
  b: string;
  result: MixingResult;
  note: string;
}

export const SAMPLE_MIXING_PAIRS: readonly SampleMixingPair[] = [
  // Active substances
  { kind: 'active-substance', a: 'Kükürt', b: 'Parafin yağı', result: 'incompatible', note: 'Yanıklık riski: kükürt ile yağ uygulamaları arasında en az 3–4 hafta olmalıdır.' },
  { kind: 'active-substance', a: 'Captan', b: 'Parafin yağı', result: 'incompatible', note: 'Kaptan, yağ uygulamasından önceki ve sonraki bir hafta içinde kullanılmaz.' },
  { kind: 'active-substance', a: 'Captan', b: 'Bakır hidroksit', result: 'incompatible', note: 'Kaptan alkali reaksiyonlu preparatlarla karıştırılmaz.' },
  { kind: 'active-substance', a: 'Clodinafop-propargyl', b: '2,4-D', result: 'caution', note: 'Antagonizma: hormon etkili herbisitle karışımda yabani yulaf etkinliği düşer; ayrı uygulayın.' },
  { kind: 'active-substance', a: 'Pinoxaden', b: '2,4-D', result: 'caution', note: 'Antagonizma riski: dar yapraklı yabancı otlara etkinlik düşebilir.' },
  { kind: 'active-substance', a: 'Tribenuron-methyl', b: '2,4-D', result: 'compatible', note: 'Geniş yapraklı yabancı otlara karşı yaygın kullanılan karışım.' },
  { kind: 'active-substance', a: 'Abamectin', b: 'Hexythiazox', result: 'compatible', note: 'Ergin ve yumurta dönemindeki akarlara birlikte etki.' },
  { kind: 'active-substance', a: 'Chlorantraniliprole', b: 'Azoxystrobin', result: 'compatible', note: 'Karışım öncesi küçük bir kapta ön deneme önerilir.' },
  { kind: 'active-substance', a: 'Bakır hidroksit', b: 'Kükürt', result: 'compatible', note: 'Bağda mildiyö ve küllemeye karşı birlikte kullanılabilir; 30 °C üzerinde uygulamayın.' },
  { kind: 'active-substance', a: 'Emamectin benzoate', b: 'Bakır hidroksit', result: 'caution', note: 'Bakırlı preparatlarla karışımda etkinlik azalabilir; ön deneme yapın.' },
  // Sample products
  { kind: 'licence', a: 'ÖRN-2006/0015', b: 'ÖRN-2007/0021', result: 'incompatible', note: 'Kükürtsan ile Kalkanol (yazlık yağ) karıştırılmaz; aralarında 3–4 hafta olmalıdır.' },
  { kind: 'licence', a: 'ÖRN-2008/0071', b: 'ÖRN-2005/0009', result: 'incompatible', note: 'Kaptasan alkali reaksiyonlu Bakırsan ile karıştırılmaz.' },
  { kind: 'licence', a: 'ÖRN-2011/0198', b: 'ÖRN-2014/0231', result: 'caution', note: 'Azostar (SC) ile EC formülasyonlu ürünlerin karışımı yanıklık yapabilir.' },
  { kind: 'licence', a: 'ÖRN-2016/0342', b: 'ÖRN-2016/0455', result: 'compatible', note: 'Domateste güve ve kurşuni küfe karşı birlikte uygulanabilir.' },
  { kind: 'licence', a: 'ÖRN-2011/0222', b: 'ÖRN-2002/0003', result: 'caution', note: 'Yulafkıran ile Ovaklor D aynı tankta karıştırılmamalı; en az 7 gün arayla uygulayın.' },
];
