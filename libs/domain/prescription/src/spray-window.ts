// The spray thresholds and the reading of one hour's weather against them, for the hourly
// planner (spray-planner.ts). Thresholds, and what each rests on:
// - Wind (drift): droplets drift off target as wind rises. Above ~15 km/h (Beaufort 3,
//   ~4 m/s) spraying is to be stopped, 10–15 km/h only with coarse-droplet nozzles away
//   from sensitive areas (UK HSE/BCPC code of practice for using plant protection products;
//   TOB application guidance; the 3–10 km/h ideal most labels state). Under ~3 km/h the air
//   is often still because of a temperature inversion: fine droplets hang and travel far.
// - Rain (wash-off): most products need 1–6 hours on a dry leaf to become rainfast (labels).
// - Temperature: above 30 °C droplets evaporate, volatile products lose effect and sulphur,
//   oils and many EC formulations scorch leaves (phytotoxicity), above 35 °C unsuitable.
//   Below 10 °C systemic uptake slows and efficacy drops; below 5 °C little is taken up and
//   wet foliage risks frost: unsuitable.
// - Evaporation (heat with dry air): Delta T, the dry-bulb minus the wet-bulb temperature,
//   2–8 °C preferred, 8–10 °C marginal, above 10 °C unsuitable (Australian Bureau of
//   Meteorology / GRDC spray-application guidance); wet bulb from Stull (2011).
// The hourly planner adds, hour by hour:
// - Gusts: a mean wind within the limit can still gust. Gusts of Beaufort 4 (from 20 km/h)
//   lift fine droplets: a caution; above 30 km/h (Beaufort 5, twice the wind limit) the
//   spray is blown about whatever the nozzle: unsuitable.
// - Rain-free hours after the hour: an hour counts as wet from 0,1 mm (Open-Meteo's
//   resolution, and the amount its probability is defined by) or at the 60 % probability a
//   day's rain is expected at; a wet hour within the product's rainfast time is unsuitable,
//   30–59 % probability a caution. Without the label's rainfast time the planner assumes
//   6 hours, the long end of the labels' 1–6 hours.
// - A window worth going out for: 3 good hours in a row (mixing, spraying an average parcel
//   of a few decares, rinsing).
import { formatNumber } from './util/numbers';

export type SprayLevel = 'good' | 'caution' | 'unsuitable';

export const RANK: Record<SprayLevel, number> = { good: 0, caution: 1, unsuitable: 2 };

/** The thresholds above, in one place: the hourly planner (spray-planner.ts) reads them. */
export const SPRAY_LIMITS = {
  /** km/h: above, drift; from `windCautionFrom` up to it, a caution; under `windStillBelow`, inversion. */
  windUnsuitableAbove: 15,
  windCautionFrom: 10,
  windStillBelow: 3,
  /** Rain is expected from this probability (%). */
  rainLikelyPercent: 60,
  /** °C. */
  tooHotAbove: 35,
  hotAbove: 30,
  coolBelow: 10,
  tooColdBelow: 5,
  /** Delta T, °C. */
  deltaTUnsuitableAbove: 10,
  deltaTCautionAbove: 8,
  /** km/h, gusts (hourly planner). */
  gustUnsuitableAbove: 30,
  gustCautionFrom: 20,
  /** An hour is wet from this much rain (mm), or at `rainLikelyPercent`; rain is possible from `rainPossiblePercent`. */
  wetHourMm: 0.1,
  rainPossiblePercent: 30,
  /** Hours on a dry leaf when the label gives none. */
  defaultRainfastHours: 6,
  /** Good hours in a row that make a window. */
  goodWindowHours: 3,
} as const;

/** A reading that is not good: its level and the Turkish sentence with the numbers. */
export interface SprayReading {
  level: Exclude<SprayLevel, 'good'>;
  text: string;
}

/** Wet-bulb temperature (°C) from air temperature and relative humidity: Stull, J. Appl. Meteor. Climatol. 2011. */
function wetBulb(t: number, rh: number): number {
  const h = Math.min(99, Math.max(5, rh));
  return t * Math.atan(0.151977 * Math.sqrt(h + 8.313659)) + Math.atan(t + h) - Math.atan(h - 1.676331) + 0.00391838 * h ** 1.5 * Math.atan(0.023101 * h) - 4.686035;
}

/** Delta T (°C): dry bulb minus wet bulb. */
export function deltaTOf(t: number, rh: number): number {
  return t - wetBulb(t, rh);
}

/** A figure with one decimal, the Turkish way: 8,6. */
export const sprayFigure = (x: number) => formatNumber(Math.round(x * 10) / 10);
const n = sprayFigure;

const L = SPRAY_LIMITS;

export function windReading(wind: number): SprayReading | null {
  if (wind > L.windUnsuitableAbove) return { level: 'unsuitable', text: `Rüzgâr ${n(wind)} km/sa: 15 km/sa üzerinde ilaç damlaları sürüklenir, hedef dışı alanlara ve arılara ulaşır.` };
  if (wind >= L.windCautionFrom) return { level: 'caution', text: `Rüzgâr ${n(wind)} km/sa: 10–15 km/sa arasında sürüklenme riski artar; iri damla veren meme kullanın, hassas alanlara yakın uygulamayın.` };
  if (wind < L.windStillBelow) return { level: 'caution', text: `Rüzgâr ${n(wind)} km/sa: durgun havada sıcaklık terselmesi (inversiyon) olabilir, ince damlalar havada asılı kalıp uzağa taşınabilir.` };
  return null;
}

export function temperatureReading(t: number): SprayReading | null {
  if (t > L.tooHotAbove) return { level: 'unsuitable', text: `Sıcaklık ${n(t)} °C: 35 °C üzerinde damlalar hızla buharlaşır ve yaprak yanıklığı (fitotoksisite) riski yüksektir.` };
  if (t > L.hotAbove) return { level: 'caution', text: `Sıcaklık ${n(t)} °C: 30 °C üzerinde etki azalır ve yaprak yanıklığı riski artar; serin saatleri (sabah erken ya da akşamüstü) bekleyin.` };
  if (t < L.tooColdBelow) return { level: 'unsuitable', text: `Sıcaklık ${n(t)} °C: 5 °C altında bitki ilacı çok az alır ve ıslak yapraklarda don riski vardır.` };
  if (t < L.coolBelow) return { level: 'caution', text: `Sıcaklık ${n(t)} °C: 10 °C altında sistemik ilaçların alımı yavaşlar, etki düşebilir.` };
  return null;
}

export function gustReading(gust: number): SprayReading | null {
  if (gust > L.gustUnsuitableAbove) return { level: 'unsuitable', text: `Rüzgâr hamlesi ${n(gust)} km/sa: 30 km/sa üzerindeki hamleler damlaları savurur, ilaç hedefe ulaşmaz.` };
  if (gust >= L.gustCautionFrom) return { level: 'caution', text: `Rüzgâr hamlesi ${n(gust)} km/sa: 20–30 km/sa hamleler ince damlaları sürükler; iri damla veren meme kullanın, hassas alanlara yakın uygulamayın.` };
  return null;
}

/** Evaporation: heat with dry air. */
export function deltaTReading(t: number, rh: number): SprayReading | null {
  const deltaT = deltaTOf(t, rh);
  if (t > 0 && deltaT > L.deltaTUnsuitableAbove) return { level: 'unsuitable', text: `Nem %${n(rh)}, sıcaklık ${n(t)} °C (Delta T ${n(deltaT)} °C): kuru ve sıcak havada damlalar hedefe ulaşmadan buharlaşır.` };
  if (t > 0 && deltaT > L.deltaTCautionAbove) return { level: 'caution', text: `Nem %${n(rh)}, sıcaklık ${n(t)} °C (Delta T ${n(deltaT)} °C): buharlaşma artıyor; iri damla ve yeterli su kullanın.` };
  return null;
}
