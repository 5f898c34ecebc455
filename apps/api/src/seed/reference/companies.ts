// SAMPLE reference data (Örnek veri). The companies are INVENTED: plausible Turkish names,
// no tax numbers, e-mail addresses under the reserved .example domain. Any resemblance
// to a real firm is coincidental.
export interface SampleCompany {
  name: string;
  group: string;
  address: string;
  email: string;
}

export const SAMPLE_COMPANIES: readonly SampleCompany[] = [
  { name: 'Anadolu Bitki Koruma Sanayi A.Ş.', group: 'Yerli üreticiler', address: 'Sincan OSB, Ankara', email: 'info@anadolubitkikoruma.example' },
  { name: 'Egeagro Tarım Kimyasalları Ltd. Şti.', group: 'Yerli üreticiler', address: 'Kemalpaşa, İzmir', email: 'info@egeagro.example' },
  { name: 'Trakya Zirai Mücadele Ürünleri A.Ş.', group: 'Yerli üreticiler', address: 'Çorlu, Tekirdağ', email: 'info@trakyazirai.example' },
  { name: 'Çukurova Fitosanitasyon San. ve Tic. A.Ş.', group: 'Yerli üreticiler', address: 'Sarıçam, Adana', email: 'info@cukurovafito.example' },
  { name: 'Boğaziçi Agro İthalat ve Tic. A.Ş.', group: 'İthalatçı firmalar', address: 'Ataşehir, İstanbul', email: 'info@bogaziciagro.example' },
  { name: 'Kuzey Yıldızı Tarım Ürünleri İth. Ltd. Şti.', group: 'İthalatçı firmalar', address: 'Nilüfer, Bursa', email: 'info@kuzeyyildizi.example' },
  { name: 'Yeşilova Bitki Besleme San. Tic. Ltd. Şti.', group: 'Bitki besleme firmaları', address: 'Aksu, Antalya', email: 'info@yesilovabesleme.example' },
  { name: 'Toprakana Gübre ve Biyoteknoloji A.Ş.', group: 'Bitki besleme firmaları', address: 'Selçuklu, Konya', email: 'info@toprakana.example' },
];
