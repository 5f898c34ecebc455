// SAMPLE reference data (Örnek veri): licence groups, active-substance (chemical) groups
// and company groups.
export interface SampleGroup {
  name: string;
  description?: string;
}

export const SAMPLE_LICENCE_GROUPS: readonly SampleGroup[] = [
  { name: 'İnsektisit', description: 'Böceklere karşı' },
  { name: 'Akarisit', description: 'Akarlara (kırmızı örümcekler) karşı' },
  { name: 'İnsektisit + Akarisit', description: 'Böcek ve akarlara karşı' },
  { name: 'Fungisit', description: 'Fungal hastalıklara karşı' },
  { name: 'Bakterisit', description: 'Bakteriyel hastalıklara karşı' },
  { name: 'Herbisit', description: 'Yabancı otlara karşı' },
  { name: 'Nematisit', description: 'Nematodlara karşı' },
  { name: 'Mollusisit', description: 'Salyangoz ve sümüklüböceklere karşı' },
  { name: 'Rodentisit', description: 'Kemirgenlere karşı' },
  { name: 'Bitki gelişim düzenleyici' },
];

/** Chemical classes; each substance's mode of action is on the substance itself. */
export const SAMPLE_ACTIVE_SUBSTANCE_GROUPS: readonly SampleGroup[] = [
  { name: 'Avermektinler', description: 'IRAC 6: glutamat kapılı klor kanalı modülatörleri' },
  { name: 'Neonikotinoidler', description: 'IRAC 4A: nikotinik asetilkolin reseptörü modülatörleri' },
  { name: 'Diamidler', description: 'IRAC 28: riyanodin reseptörü modülatörleri' },
  { name: 'Spinosinler', description: 'IRAC 5' },
  { name: 'Piretroitler', description: 'IRAC 3A: sodyum kanalı modülatörleri' },
  { name: 'Tetronik ve tetramik asit türevleri', description: 'IRAC 23: asetil CoA karboksilaz inhibitörleri' },
  { name: 'Oksadiazinler', description: 'IRAC 22A: voltaj bağımlı sodyum kanalı blokerleri' },
  { name: 'Flonikamid', description: 'IRAC 29: kordotonal organ modülatörleri' },
  { name: 'Akar büyüme inhibitörleri', description: 'IRAC 10A/10B' },
  { name: 'Juvenil hormon analogları', description: 'IRAC 7C' },
  { name: 'Mineral yağlar', description: 'Fiziksel etkili' },
  { name: 'Mikrobiyal insektisitler', description: 'IRAC 11A: böcek orta bağırsak zarını bozan Bacillus thuringiensis toksinleri' },
  { name: 'Strobilurinler (QoI)', description: 'FRAC 11' },
  { name: 'SDHI karboksamidler', description: 'FRAC 7' },
  { name: 'Triazoller (DMI)', description: 'FRAC 3' },
  { name: 'Anilinopirimidinler', description: 'FRAC 9' },
  { name: 'Fenilpiroller', description: 'FRAC 12' },
  { name: 'Fenilamidler', description: 'FRAC 4' },
  { name: 'İnorganik bakır bileşikleri', description: 'FRAC M01: çok yönlü etkili' },
  { name: 'İnorganik kükürt', description: 'FRAC M02: çok yönlü etkili' },
  { name: 'Ditiyokarbamatlar', description: 'FRAC M03: çok yönlü etkili' },
  { name: 'Ftalimidler', description: 'FRAC M04: çok yönlü etkili' },
  { name: 'Glisinler', description: 'HRAC 9: EPSP sentaz inhibitörleri' },
  { name: 'Ariloksifenoksipropiyonatlar (FOP)', description: 'HRAC 1: ACCase inhibitörleri' },
  { name: 'Fenilpirazolinler (DEN)', description: 'HRAC 1: ACCase inhibitörleri' },
  { name: 'Fenoksi-karboksilatlar', description: 'HRAC 4: sentetik oksinler' },
  { name: 'Dinitroanilinler', description: 'HRAC 3: mikrotübül oluşum inhibitörleri' },
  { name: 'Sülfonilüreler', description: 'HRAC 2: ALS inhibitörleri' },
  { name: 'Kloroasetamidler', description: 'HRAC 15: çok uzun zincirli yağ asidi sentezi inhibitörleri' },
];

export const SAMPLE_COMPANY_GROUPS: readonly SampleGroup[] = [
  { name: 'Yerli üreticiler', description: 'Türkiye’de formülasyon yapan firmalar' },
  { name: 'İthalatçı firmalar', description: 'Hazır ürün ithal eden firmalar' },
  { name: 'Bitki besleme firmaları', description: 'Gübre ve biyostimülan tedarikçileri' },
];
