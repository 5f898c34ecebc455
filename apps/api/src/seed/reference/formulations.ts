// SAMPLE reference data (Örnek veri): formulation types, CropLife International codes
// with the Turkish names used on labels.
export interface SampleFormulation {
  code: string;
  name: string;
}

export const SAMPLE_FORMULATIONS: readonly SampleFormulation[] = [
  { code: 'EC', name: 'Emülsiyon konsantre' },
  { code: 'SC', name: 'Süspansiyon konsantre' },
  { code: 'WG', name: 'Suda dağılabilen granül' },
  { code: 'WP', name: 'Islanabilir toz' },
  { code: 'SL', name: 'Suda çözünen konsantre' },
  { code: 'SP', name: 'Suda çözünen toz' },
  { code: 'SG', name: 'Suda çözünen granül' },
  { code: 'EW', name: 'Su içinde yağ emülsiyonu' },
  { code: 'OD', name: 'Yağ dispersiyonu' },
  { code: 'CS', name: 'Kapsül süspansiyonu' },
  { code: 'SE', name: 'Süspo-emülsiyon' },
  { code: 'ME', name: 'Mikro-emülsiyon' },
  { code: 'FS', name: 'Tohum uygulaması için akışkan konsantre' },
  { code: 'DP', name: 'Tozlanabilir toz' },
  { code: 'GR', name: 'Granül' },
];
