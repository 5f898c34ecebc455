// SAMPLE reference data (Örnek veri): MRL products (from the sample plants' EU codes),
// MRL substances (residue definitions) and maximum residue limits.
//
// THE LIMITS ARE ILLUSTRATIVE, NOT REGULATORY: plausible magnitudes chosen so the
// prescription checks have data to work on. They are not the values of the Turkish Food
// Codex MRL regulation, nor of Reg. (EC) No 396/2005, and must not be used for decisions.
import { SAMPLE_ACTIVE_SUBSTANCES } from './active-substances';
import { SAMPLE_PLANTS } from './plants';

export interface SampleMrlProduct {
  name: string;
  code: string;
  subCode: string | null;
}

export interface SampleMrlRate {
  /** A plant name of SAMPLE_PLANTS (its EU code picks the MRL product). */
  plant: string;
  substance: string;
  /** mg/kg */
  rate: number;
  date: string;
  market: string;
  expired: boolean;
  description: string;
}

export const SAMPLE_MRL_PRODUCTS: readonly SampleMrlProduct[] = SAMPLE_PLANTS.map((p) => ({ name: p.mrlName, code: p.euCode, subCode: null }));

export const SAMPLE_MRL_ACTIVE_SUBSTANCES: readonly string[] = [
  ...new Set(SAMPLE_ACTIVE_SUBSTANCES.flatMap((s) => (s.mrlName ? [s.mrlName] : []))),
];

const CURRENT = '2022-01-01';
const NOTE = 'Örnek değer; resmî MRL değildir.';

/** MRL substance → [plant, mg/kg] (TR market, in force). */
const TR_LIMITS: Record<string, [string, number][]> = {
  Abamectin: [['Domates', 0.09], ['Hıyar', 0.04], ['Çilek', 0.15], ['Elma', 0.04], ['Armut', 0.04], ['Pamuk', 0.01], ['Biber', 0.07], ['Patlıcan', 0.09], ['Fasulye (taze)', 0.01]],
  Acetamiprid: [['Şeftali', 0.15], ['Hıyar', 0.3], ['Domates', 0.5], ['Patates', 0.01], ['Pamuk', 0.7]],
  Chlorantraniliprole: [['Domates', 0.6], ['Elma', 0.4], ['Şeftali', 1], ['Üzüm (sofralık)', 1], ['Pamuk', 0.3]],
  Spinosad: [['Domates', 1], ['Çilek', 0.3], ['Biber', 1], ['Kiraz', 0.2], ['Üzüm (şaraplık)', 0.5]],
  Deltamethrin: [['Buğday', 1], ['Arpa', 1], ['Zeytin (yağlık)', 1], ['Patates', 0.01], ['Elma', 0.2], ['Şeftali', 0.2]],
  'Lambda-cyhalothrin': [['Pamuk', 0.02], ['Fındık', 0.05], ['Buğday', 0.05], ['Mısır', 0.02]],
  'Emamectin benzoate': [['Domates', 0.02], ['Biber', 0.02], ['Pamuk', 0.01], ['Üzüm (sofralık)', 0.05]],
  Spirotetramat: [['Domates', 1], ['Şeftali', 3], ['Marul', 7], ['Portakal', 1], ['Armut', 1]],
  Hexythiazox: [['Elma', 0.5], ['Domates', 0.5], ['Çilek', 0.5]],
  Etoxazole: [['Pamuk', 0.01], ['Çilek', 0.2], ['Hıyar', 0.02]],
  Pyriproxyfen: [['Domates', 1], ['Hıyar', 0.1], ['Portakal', 0.6]],
  Indoxacarb: [['Domates', 0.5], ['Elma', 0.5], ['Pamuk', 1]],
  Flonicamid: [['Patates', 0.03], ['Hıyar', 1], ['Şeftali', 0.5], ['Pamuk', 0.5]],
  Azoxystrobin: [['Domates', 3], ['Hıyar', 1], ['Üzüm (şaraplık)', 3], ['Buğday', 0.5], ['Patates', 7]],
  Boscalid: [['Çilek', 6], ['Domates', 3], ['Marul', 30], ['Kiraz', 4]],
  Pyraclostrobin: [['Çilek', 1.5], ['Domates', 0.3], ['Marul', 2], ['Kiraz', 3]],
  Difenoconazole: [['Elma', 0.8], ['Armut', 0.8], ['Domates', 2], ['Patates', 0.1]],
  Tebuconazole: [['Buğday', 0.3], ['Kiraz', 1], ['Elma', 0.3], ['Hıyar', 0.6], ['Domates', 0.9]],
  'Bakır bileşikleri (Cu olarak)': [['Şeftali', 5], ['Üzüm (şaraplık)', 50], ['Domates', 5], ['Zeytin (yağlık)', 30], ['Zeytin (sofralık)', 30], ['Patates', 5]],
  'Ditiyokarbamatlar (CS2 olarak)': [['Domates', 3], ['Patates', 0.3], ['Üzüm (şaraplık)', 5], ['Hıyar', 2]],
  Fluopyram: [['Hıyar', 0.5], ['Domates', 0.9], ['Elma', 0.8], ['Kiraz', 2]],
  Cyprodinil: [['Domates', 1.5], ['Biber', 1.5], ['Hıyar', 0.5], ['Çilek', 5], ['Üzüm (sofralık)', 3]],
  Fludioxonil: [['Domates', 3], ['Biber', 1], ['Hıyar', 0.4], ['Çilek', 4], ['Üzüm (sofralık)', 5]],
  'Metalaxyl-M': [['Domates', 0.3], ['Patates', 0.02], ['Hıyar', 0.5], ['Üzüm (şaraplık)', 2]],
  Trifloxystrobin: [['Elma', 0.7], ['Üzüm (sofralık)', 3], ['Üzüm (şaraplık)', 3]],
  Captan: [['Elma', 10], ['Armut', 10], ['Şeftali', 4]],
  Glyphosate: [['Fındık', 0.1], ['Zeytin (yağlık)', 1], ['Üzüm (şaraplık)', 0.5], ['Elma', 0.1], ['Portakal', 0.5]],
  'Clodinafop-propargyl': [['Buğday', 0.1]],
  '2,4-D': [['Buğday', 2], ['Arpa', 2]],
  Pendimethalin: [['Pamuk', 0.05], ['Soğan', 0.05], ['Ayçiçeği', 0.05], ['Mısır', 0.05]],
  'Tribenuron-methyl': [['Buğday', 0.01], ['Arpa', 0.01]],
  Nicosulfuron: [['Mısır', 0.01]],
  'S-metolachlor': [['Mısır', 0.05], ['Ayçiçeği', 0.05], ['Şeker pancarı', 0.05]],
  'Fluazifop-P-butyl': [['Şeker pancarı', 0.3], ['Pamuk', 0.2], ['Soğan', 0.3]],
  Pinoxaden: [['Arpa', 0.9], ['Buğday', 0.3]],
};

export const SAMPLE_MRL_RATES: readonly SampleMrlRate[] = [
  ...Object.entries(TR_LIMITS).flatMap(([substance, limits]) =>
    limits.map(([plant, rate]) => ({ plant, substance, rate, date: CURRENT, market: 'TR', expired: false, description: NOTE })),
  ),
  // An older limit, since replaced: kept with expire_status = true.
  { plant: 'Domates', substance: 'Abamectin', rate: 0.1, date: '2016-01-01', market: 'TR', expired: true, description: `${NOTE} Yerini 2022 değerine bırakmıştır.` },
  // Export-market limits (the check uses the chosen market when there is one).
  { plant: 'Fındık', substance: 'Lambda-cyhalothrin', rate: 0.02, date: CURRENT, market: 'EU', expired: false, description: `${NOTE} İhracat pazarı: AB.` },
  { plant: 'Fındık', substance: 'Glyphosate', rate: 0.1, date: CURRENT, market: 'EU', expired: false, description: `${NOTE} İhracat pazarı: AB.` },
  { plant: 'Üzüm (sofralık)', substance: 'Chlorantraniliprole', rate: 1, date: CURRENT, market: 'EU', expired: false, description: `${NOTE} İhracat pazarı: AB.` },
  { plant: 'Kiraz', substance: 'Spinosad', rate: 0.2, date: CURRENT, market: 'RU', expired: false, description: `${NOTE} İhracat pazarı: Rusya.` },
];
