// Is now a good time to spray? A hint from the area's current weather and its forecast, in
// the editor beside the application date. Thresholds, and what each rests on:
// - Wind (drift): droplets drift off target as wind rises. Above ~15 km/h (Beaufort 3,
//   ~4 m/s) spraying is to be stopped, 10–15 km/h only with coarse-droplet nozzles away
//   from sensitive areas (UK HSE/BCPC code of practice for using plant protection products;
//   TOB application guidance; the 3–10 km/h ideal most labels state). Under ~3 km/h the air
//   is often still because of a temperature inversion: fine droplets hang and travel far.
// - Rain (wash-off): most products need 1–6 hours on a dry leaf to become rainfast (labels).
//   Rain now, or today's forecast with ≥ 60 % probability or ≥ 2 mm, washes the deposit off;
//   the same for tomorrow leaves a window, so it is a caution to finish early.
// - Temperature: above 30 °C droplets evaporate, volatile products lose effect and sulphur,
//   oils and many EC formulations scorch leaves (phytotoxicity), above 35 °C unsuitable.
//   Below 10 °C systemic uptake slows and efficacy drops; below 5 °C little is taken up and
//   wet foliage risks frost: unsuitable.
// - Evaporation (heat with dry air): Delta T, the dry-bulb minus the wet-bulb temperature,
//   2–8 °C preferred, 8–10 °C marginal, above 10 °C unsuitable (Australian Bureau of
//   Meteorology / GRDC spray-application guidance); wet bulb from Stull (2011).
import { formatDate } from './util/dates';
import { formatNumber } from './util/numbers';

export interface SprayWeather {
  current: { temperature: number; relativeHumidity: number; precipitation: number; /** km/h */ windSpeed: number };
  daily: { date: string; temperatureMax: number; temperatureMin: number; precipitationSum: number; precipitationProbabilityMax: number | null; windSpeedMax: number }[];
}

export type SprayLevel = 'good' | 'caution' | 'unsuitable';

export interface SprayWindowHint {
  suitable: boolean;
  level: SprayLevel;
  /** Turkish sentences with the numbers; the worst first. */
  reasons: string[];
}

const RANK: Record<SprayLevel, number> = { good: 0, caution: 1, unsuitable: 2 };

/** Wet-bulb temperature (°C) from air temperature and relative humidity: Stull, J. Appl. Meteor. Climatol. 2011. */
function wetBulb(t: number, rh: number): number {
  const h = Math.min(99, Math.max(5, rh));
  return t * Math.atan(0.151977 * Math.sqrt(h + 8.313659)) + Math.atan(t + h) - Math.atan(h - 1.676331) + 0.00391838 * h ** 1.5 * Math.atan(0.023101 * h) - 4.686035;
}

const n = (x: number) => formatNumber(Math.round(x * 10) / 10);

function rainExpected(day: SprayWeather['daily'][number]): boolean {
  return (day.precipitationProbabilityMax ?? 0) >= 60 || day.precipitationSum >= 2;
}

function rainText(day: SprayWeather['daily'][number]): string {
  const parts = [...(day.precipitationProbabilityMax !== null ? [`%${n(day.precipitationProbabilityMax)} olasılık`] : []), `${n(day.precipitationSum)} mm`];
  return parts.join(', ');
}

export function sprayWindowHint(weather: SprayWeather): SprayWindowHint {
  const found: { level: Exclude<SprayLevel, 'good'>; text: string }[] = [];
  const add = (level: Exclude<SprayLevel, 'good'>, text: string) => found.push({ level, text });
  const { temperature: t, relativeHumidity: rh, precipitation, windSpeed: wind } = weather.current;
  const [today, tomorrow] = weather.daily;

  // Wind.
  if (wind > 15) add('unsuitable', `Rüzgâr ${n(wind)} km/sa: 15 km/sa üzerinde ilaç damlaları sürüklenir, hedef dışı alanlara ve arılara ulaşır.`);
  else if (wind >= 10) add('caution', `Rüzgâr ${n(wind)} km/sa: 10–15 km/sa arasında sürüklenme riski artar; iri damla veren meme kullanın, hassas alanlara yakın uygulamayın.`);
  else if (wind < 3) add('caution', `Rüzgâr ${n(wind)} km/sa: durgun havada sıcaklık terselmesi (inversiyon) olabilir, ince damlalar havada asılı kalıp uzağa taşınabilir.`);
  else if (today && today.windSpeedMax > 15) add('caution', `Bugün rüzgâr ${n(today.windSpeedMax)} km/sa hıza çıkabilir; uygulamayı rüzgâr artmadan bitirin.`);

  // Rain.
  if (precipitation > 0) add('unsuitable', `Şu anda yağış var (${n(precipitation)} mm): ilaç yapraktan yıkanır.`);
  else if (today && rainExpected(today)) add('unsuitable', `Bugün yağış bekleniyor (${rainText(today)}): ilaç yağmura dayanıklı hale gelmeden yıkanabilir.`);
  if (precipitation <= 0 && !(today && rainExpected(today)) && tomorrow && rainExpected(tomorrow)) {
    add('caution', `Yarın (${formatDate(tomorrow.date)}) yağış bekleniyor (${rainText(tomorrow)}): ilacın kuruyup yağmura dayanıklı hale gelmesi için uygulamayı erken bitirin.`);
  }

  // Temperature.
  if (t > 35) add('unsuitable', `Sıcaklık ${n(t)} °C: 35 °C üzerinde damlalar hızla buharlaşır ve yaprak yanıklığı (fitotoksisite) riski yüksektir.`);
  else if (t > 30) add('caution', `Sıcaklık ${n(t)} °C: 30 °C üzerinde etki azalır ve yaprak yanıklığı riski artar; serin saatleri (sabah erken ya da akşamüstü) bekleyin.`);
  else if (t < 5) add('unsuitable', `Sıcaklık ${n(t)} °C: 5 °C altında bitki ilacı çok az alır ve ıslak yapraklarda don riski vardır.`);
  else if (t < 10) add('caution', `Sıcaklık ${n(t)} °C: 10 °C altında sistemik ilaçların alımı yavaşlar, etki düşebilir.`);
  else if (today && today.temperatureMax > 30) add('caution', `Bugün en yüksek sıcaklık ${n(today.temperatureMax)} °C: uygulamayı günün serin saatlerinde yapın.`);

  // Evaporation: heat with dry air.
  const deltaT = t - wetBulb(t, rh);
  if (t > 0 && deltaT > 10) add('unsuitable', `Nem %${n(rh)}, sıcaklık ${n(t)} °C (Delta T ${n(deltaT)} °C): kuru ve sıcak havada damlalar hedefe ulaşmadan buharlaşır.`);
  else if (t > 0 && deltaT > 8) add('caution', `Nem %${n(rh)}, sıcaklık ${n(t)} °C (Delta T ${n(deltaT)} °C): buharlaşma artıyor; iri damla ve yeterli su kullanın.`);

  const level = found.reduce<SprayLevel>((worst, f) => (RANK[f.level] > RANK[worst] ? f.level : worst), 'good');
  const reasons = [...found].sort((a, b) => RANK[b.level] - RANK[a.level]).map((f) => f.text);
  if (level === 'good') reasons.push(`Rüzgâr ${n(wind)} km/sa, sıcaklık ${n(t)} °C, nem %${n(rh)}, yağış beklenmiyor: ilaçlama için uygun.`);
  return { suitable: level !== 'unsuitable', level, reasons };
}
