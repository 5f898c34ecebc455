// SAMPLE reference data (Örnek veri): notes and warnings a prescriber adds to a
// prescription. General good practice, in Turkish.
import type { NoteCategory, NoteSeverity } from '@portal/contracts';

export interface SampleNote {
  category: NoteCategory;
  severity: NoteSeverity;
  title: string;
  text: string;
}

export const SAMPLE_NOTES: readonly SampleNote[] = [
  {
    category: 'general',
    severity: 'attention',
    title: 'Arı sağlığı',
    text: 'Arılar için zehirli ilaçları çiçeklenme döneminde ve arıların aktif olduğu saatlerde uygulamayın; uygulamadan önce çevredeki arıcıları bilgilendirin.',
  },
  {
    category: 'general',
    severity: 'warning',
    title: 'Hasat öncesi bekleme süresi',
    text: 'Son ilaçlama ile hasat arasındaki süreye mutlaka uyun; süre dolmadan hasat edilen ürün kalıntı sınırını aşabilir.',
  },
  {
    category: 'general',
    severity: 'info',
    title: 'Uygulama zamanı',
    text: 'İlaçlamayı rüzgârsız ve serin saatlerde, sabah erken ya da akşamüstü yapın; yağmur beklenen günlerde uygulamayın.',
  },
  {
    category: 'general',
    severity: 'warning',
    title: 'Kişisel koruyucu donanım',
    text: 'Hazırlama ve uygulama sırasında eldiven, maske, gözlük ve koruyucu tulum kullanın; uygulama sırasında yemek yemeyin, sigara içmeyin.',
  },
  {
    category: 'general',
    severity: 'attention',
    title: 'Boş ambalajlar',
    text: 'Boş ilaç ambalajlarını üç kez çalkalayıp delin; su kaynaklarına, tarla kenarına atmayın, yakmayın, toplama noktalarına teslim edin.',
  },
  {
    category: 'care',
    severity: 'info',
    title: 'Direnç yönetimi',
    text: 'Aynı etki grubundaki (IRAC, FRAC, HRAC kodu aynı) ilaçları art arda kullanmayın; etki grupları arasında dönüşüm yapın.',
  },
  {
    category: 'care',
    severity: 'warning',
    title: 'Kükürt ve sıcaklık',
    text: 'Kükürtlü preparatları 30 °C üzerindeki sıcaklıklarda ve yağ uygulamasından sonraki 3–4 hafta içinde kullanmayın; yanıklık yapabilir.',
  },
  {
    category: 'care',
    severity: 'attention',
    title: 'Seraya yeniden giriş',
    text: 'Seralarda ilaçlamadan sonra yeniden giriş süresi dolmadan içeri girmeyin; girmeden önce serayı havalandırın.',
  },
  {
    category: 'care',
    severity: 'info',
    title: 'Kültürel önlemler',
    text: 'Hastalıklı bitki artıklarını ve budama atıklarını bahçeden uzaklaştırın; sık dikimden kaçınarak havalanmayı artırın.',
  },
  {
    category: 'fertilization',
    severity: 'warning',
    title: 'Gübre karışımları',
    text: 'Kalsiyum içeren gübreleri fosfat ve sülfat içeren gübrelerle aynı tankta karıştırmayın; çökelme olur ve damlatıcılar tıkanır.',
  },
  {
    category: 'fertilization',
    severity: 'info',
    title: 'Yaprak gübrelemesi',
    text: 'Yaprak gübrelerini güneşli ve sıcak saatlerde uygulamayın; serin saatlerde, önerilen dozu aşmadan uygulayın.',
  },
  {
    category: 'fertilization',
    severity: 'info',
    title: 'Toprak analizi',
    text: 'Gübreleme programını toprak ve yaprak analizi sonuçlarına göre hazırlayın; analiz olmadan yüksek dozda azotlu gübre vermeyin.',
  },
];
