// SAMPLE reference data (Örnek veri): plant-nutrition products. The compositions are the
// usual ones of these fertiliser types; the brand names (Yeşilova, Toprakana) and the
// companies are INVENTED. Doses are illustrative.
import type { NutritionComponent, NutritionForm } from '../../platform/db';

export interface SampleNutritionProduct {
  name: string;
  company: string;
  form: NutritionForm;
  /** Unit symbol of SAMPLE_UNITS. */
  unit: string;
  doseMin: number;
  doseMax: number;
  /** % by weight. */
  nutrients: Partial<Record<'nitrogen' | 'phosphorusPentoxide' | 'potassiumOxide' | 'calciumOxide' | 'magnesiumOxide' | 'sulphurTrioxide' | 'iron' | 'manganese' | 'zinc' | 'copper' | 'boron' | 'molybdenum', number>>;
  otherComponents?: NutritionComponent[];
  description: string;
}

const YESILOVA = 'Yeşilova Bitki Besleme San. Tic. Ltd. Şti.';
const TOPRAKANA = 'Toprakana Gübre ve Biyoteknoloji A.Ş.';
const TE = { iron: 0.1, manganese: 0.05, zinc: 0.05, copper: 0.05, boron: 0.02, molybdenum: 0.005 };

export const SAMPLE_NUTRITION_PRODUCTS: readonly SampleNutritionProduct[] = [
  {
    name: 'Yeşilova Kristal 20-20-20 + İz Elementler',
    company: YESILOVA,
    form: 'soluble-powder',
    unit: 'kg/da',
    doseMin: 0.5,
    doseMax: 1,
    nutrients: { nitrogen: 20, phosphorusPentoxide: 20, potassiumOxide: 20, ...TE },
    description: 'Suda tamamen çözünen dengeli NPK; damla sulama ve yaprak uygulaması için.',
  },
  {
    name: 'Yeşilova Kristal 15-5-30 + İz Elementler',
    company: YESILOVA,
    form: 'soluble-powder',
    unit: 'kg/da',
    doseMin: 0.5,
    doseMax: 1.5,
    nutrients: { nitrogen: 15, phosphorusPentoxide: 5, potassiumOxide: 30, magnesiumOxide: 2, ...TE },
    description: 'Meyve tutumu ve irileşme döneminde potasyumca zengin besleme.',
  },
  {
    name: 'Yeşilova Kalsiyum Nitrat',
    company: YESILOVA,
    form: 'crystal',
    unit: 'kg/da',
    doseMin: 3,
    doseMax: 5,
    nutrients: { nitrogen: 15.5, calciumOxide: 26.5 },
    description: 'Çiçek burnu çürüklüğü ve acı benek riskine karşı; fosfat ve sülfat içeren gübrelerle aynı tankta karıştırılmaz.',
  },
  {
    name: 'Yeşilova Potasyum Nitrat 13-0-46',
    company: YESILOVA,
    form: 'crystal',
    unit: 'kg/da',
    doseMin: 2,
    doseMax: 4,
    nutrients: { nitrogen: 13, potassiumOxide: 46 },
    description: 'Damla sulama ile meyve irileşme döneminde.',
  },
  {
    name: 'Yeşilova Potasyum Sülfat',
    company: YESILOVA,
    form: 'soluble-powder',
    unit: 'kg/da',
    doseMin: 2,
    doseMax: 5,
    nutrients: { potassiumOxide: 50, sulphurTrioxide: 45 },
    description: 'Klor içermeyen potasyum kaynağı; tuza hassas bitkiler için.',
  },
  {
    name: 'Yeşilova Monoamonyum Fosfat 12-61-0',
    company: YESILOVA,
    form: 'crystal',
    unit: 'kg/da',
    doseMin: 1,
    doseMax: 3,
    nutrients: { nitrogen: 12, phosphorusPentoxide: 61 },
    description: 'Kök gelişimi ve çiçeklenme öncesi fosfor takviyesi.',
  },
  {
    name: 'Yeşilova Magnezyum Sülfat',
    company: YESILOVA,
    form: 'crystal',
    unit: 'g/100 L su',
    doseMin: 500,
    doseMax: 1000,
    nutrients: { magnesiumOxide: 16, sulphurTrioxide: 32 },
    description: 'Magnezyum eksikliğinde (yaşlı yapraklarda damarlar arası sararma) yaprak uygulaması.',
  },
  {
    name: 'Toprakana Hümik Asit Sıvı',
    company: TOPRAKANA,
    form: 'liquid',
    unit: 'L/da',
    doseMin: 1,
    doseMax: 2,
    nutrients: { potassiumOxide: 3 },
    otherComponents: [
      { name: 'Hümik asit', value: 12, unit: '%' },
      { name: 'Fulvik asit', value: 3, unit: '%' },
      { name: 'Toplam organik madde', value: 18, unit: '%' },
    ],
    description: 'Toprak yapısını ve besin alımını iyileştirir; damla sulama ile.',
  },
  {
    name: 'Toprakana Amino Asit',
    company: TOPRAKANA,
    form: 'liquid',
    unit: 'ml/100 L su',
    doseMin: 150,
    doseMax: 250,
    nutrients: { nitrogen: 5 },
    otherComponents: [
      { name: 'Serbest amino asitler', value: 10, unit: '%' },
      { name: 'Toplam organik madde', value: 25, unit: '%' },
    ],
    description: 'Stres dönemlerinde (don, dolu, sıcak) yaprak uygulaması.',
  },
  {
    name: 'Toprakana Demir EDDHA %6',
    company: TOPRAKANA,
    form: 'soluble-powder',
    unit: 'g/ağaç',
    doseMin: 20,
    doseMax: 50,
    nutrients: { iron: 6 },
    otherComponents: [{ name: 'Orto-orto EDDHA şelatlı demir', value: 4.8, unit: '%' }],
    description: 'Kireçli topraklarda demir eksikliği (kloroz) için toprağa uygulama.',
  },
  {
    name: 'Toprakana Çinko EDTA %15',
    company: TOPRAKANA,
    form: 'soluble-powder',
    unit: 'g/100 L su',
    doseMin: 50,
    doseMax: 100,
    nutrients: { zinc: 15 },
    description: 'Çinko eksikliğinde (küçük yaprak, rozetleşme) yaprak uygulaması.',
  },
  {
    name: 'Toprakana Bor Sıvı %11',
    company: TOPRAKANA,
    form: 'liquid',
    unit: 'ml/100 L su',
    doseMin: 100,
    doseMax: 200,
    nutrients: { boron: 11 },
    description: 'Çiçeklenme öncesi; meyve tutumunu destekler. Fazlası toksiktir, dozu aşmayın.',
  },
  {
    name: 'Toprakana Üre %46',
    company: TOPRAKANA,
    form: 'granule',
    unit: 'kg/da',
    doseMin: 10,
    doseMax: 20,
    nutrients: { nitrogen: 46 },
    description: 'Tarla bitkilerinde üst gübre; toprağa verildikten sonra sulama veya yağışla karıştırılmalı.',
  },
];
