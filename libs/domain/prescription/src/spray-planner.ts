// The spray-window planner: the next 72 hours of the weather service's hourly forecast rated
// hour by hour (good / caution / unsuitable, with the reasons), the next good window and a
// summary per day for a compact 3-day strip. The thresholds, their sources and the readings of
// one hour are in spray-window.ts.
import { formatDate } from './util/dates';
import { deltaTOf, deltaTReading, gustReading, RANK, SPRAY_LIMITS, sprayFigure as n, temperatureReading, windReading, type SprayLevel, type SprayReading } from './spray-window';

/** One hour of the forecast (Open-Meteo `hourly`, its default units). */
export interface ForecastHour {
  /** Local time in the forecast's time zone (Europe/Istanbul), 'YYYY-MM-DDTHH:MM'. */
  time: string;
  /** °C at the hour. */
  temperature: number;
  /** % at the hour. */
  relativeHumidity: number;
  /** mm in the hour before `time` (Open-Meteo's convention for sums). */
  precipitation: number;
  /** % chance of more than 0,1 mm in the hour before `time`; null: not given. */
  precipitationProbability: number | null;
  /** km/h at 10 m. */
  windSpeed: number;
  /** km/h at 10 m in the hour before `time`; null: not given. */
  windGusts: number | null;
}

export interface SprayPlanOptions {
  /** The product's rainfast time in hours (label); default SPRAY_LIMITS.defaultRainfastHours. */
  rainfastHours?: number | null;
  /** Rate from the hour holding this local time ('YYYY-MM-DDTHH:MM'); default: the forecast's first hour. */
  from?: string;
  /** How many hours to rate; default 72. */
  hours?: number;
  /** Good hours in a row that make a window; default SPRAY_LIMITS.goodWindowHours. */
  minWindowHours?: number;
}

export interface RatedHour extends ForecastHour {
  level: SprayLevel;
  /** Turkish sentences with the numbers; the worst first. */
  reasons: string[];
  /** °C. */
  deltaT: number;
  /** Dry hours in a row after this one, as far as the forecast reaches. */
  rainFreeHours: number;
}

export interface SprayPeriod {
  /** Local time of the first hour. */
  start: string;
  /** Local time the last hour ends. */
  end: string;
  hours: number;
}

export interface SprayWindow extends SprayPeriod {
  /** 'En yakın uygun zaman: 16.05.2026 06:00–10:00 (4 saat).' */
  text: string;
}

export interface SprayDay {
  /** 'YYYY-MM-DD'. */
  date: string;
  /** good: a window of `minWindowHours` good hours; caution: some hours are not unsuitable; else unsuitable. */
  level: SprayLevel;
  counts: Record<SprayLevel, number>;
  /** The runs of good hours in the day, any length. */
  goodPeriods: SprayPeriod[];
  /** 'Uygun saatler: 06:00–10:00, 17:00–19:00.' */
  text: string;
}

export interface SprayPlan {
  rainfastHours: number;
  minWindowHours: number;
  hours: RatedHour[];
  nextGoodWindow: SprayWindow | null;
  days: SprayDay[];
}

const L = SPRAY_LIMITS;
const HOUR_MS = 3_600_000;

/** Local 'YYYY-MM-DDTHH:MM' moved by hours (Türkiye keeps no daylight-saving time). */
function addHours(time: string, hours: number): string {
  return new Date(Date.parse(`${time.slice(0, 16)}Z`) + hours * HOUR_MS).toISOString().slice(0, 16);
}
const clock = (time: string) => time.slice(11, 16);
/** A period's end on its own day: a run to midnight ends at 24:00. */
const endClock = (p: SprayPeriod) => (clock(p.end) === '00:00' && p.end.slice(0, 10) !== p.start.slice(0, 10) ? '24:00' : clock(p.end));
const hourSpan = (h: ForecastHour) => `${clock(addHours(h.time, -1))}–${clock(h.time)}`;

const isWet = (h: ForecastHour) => h.precipitation >= L.wetHourMm || (h.precipitationProbability ?? 0) >= L.rainLikelyPercent;

function rainText(h: ForecastHour): string {
  return [...(h.precipitationProbability !== null ? [`%${n(h.precipitationProbability)} olasılık`] : []), `${n(h.precipitation)} mm`].join(', ');
}

/** Rain on the leaf now, and within the rainfast time after the hour (the next `rainfast` hourly sums). */
function rainReadings(all: readonly ForecastHour[], i: number, rainfast: number): SprayReading[] {
  const now = all[i]!;
  const out: SprayReading[] = [];
  if (now.precipitation >= L.wetHourMm) out.push({ level: 'unsuitable', text: `Bu saatte yağış var (${n(now.precipitation)} mm): ıslak yapraktaki ilaç akar ve yıkanır.` });
  const after = all.slice(i + 1, i + 1 + rainfast);
  const wet = after.find(isWet);
  if (wet) {
    out.push({ level: 'unsuitable', text: `Uygulamadan sonraki ${rainfast} saat içinde yağış bekleniyor (${hourSpan(wet)}, ${rainText(wet)}): ilaç yağmura dayanıklı hale gelmeden yıkanabilir.` });
    return out;
  }
  const possible = after.find((h) => (h.precipitationProbability ?? 0) >= L.rainPossiblePercent);
  if (possible) {
    out.push({ level: 'caution', text: `Uygulamadan sonraki ${rainfast} saat içinde yağış olasılığı %${n(possible.precipitationProbability!)} (${hourSpan(possible)}): ilacın kuruması için gereken süreyi yağmur kesebilir.` });
  } else if (after.length < rainfast) {
    out.push({ level: 'caution', text: `Tahmin uygulamadan sonraki ${rainfast} saatin yalnızca ${after.length} saatini kapsıyor: ilacın yağmura dayanıklı hale gelmesi için gereken sürede yağış olup olmayacağı bilinmiyor.` });
  }
  return out;
}

function rainFreeAfter(all: readonly ForecastHour[], i: number): number {
  let k = 0;
  while (i + 1 + k < all.length && !isWet(all[i + 1 + k]!)) k++;
  return k;
}

function rateHour(all: readonly ForecastHour[], i: number, rainfast: number): RatedHour {
  const h = all[i]!;
  const deltaT = deltaTOf(h.temperature, h.relativeHumidity);
  const found = [windReading(h.windSpeed), h.windGusts === null ? null : gustReading(h.windGusts), ...rainReadings(all, i, rainfast), temperatureReading(h.temperature), deltaTReading(h.temperature, h.relativeHumidity)].filter(
    (r): r is SprayReading => r !== null,
  );
  const level = found.reduce<SprayLevel>((worst, f) => (RANK[f.level] > RANK[worst] ? f.level : worst), 'good');
  const reasons = [...found].sort((a, b) => RANK[b.level] - RANK[a.level]).map((f) => f.text);
  const rainFreeHours = rainFreeAfter(all, i);
  if (level === 'good') {
    const gust = h.windGusts === null ? '' : ` (hamle ${n(h.windGusts)} km/sa)`;
    const dry = i + 1 + rainFreeHours >= all.length ? `tahminin sonuna kadar (${rainFreeHours} saat)` : `sonraki ${rainFreeHours} saat`;
    reasons.push(`Rüzgâr ${n(h.windSpeed)} km/sa${gust}, sıcaklık ${n(h.temperature)} °C, nem %${n(h.relativeHumidity)} (Delta T ${n(deltaT)} °C), ${dry} yağış beklenmiyor: ilaçlama için uygun.`);
  }
  return { ...h, level, reasons, deltaT: Math.round(deltaT * 10) / 10, rainFreeHours };
}

/** Runs of consecutive good hours (each hour an hour after the one before). */
function goodRuns(hours: readonly RatedHour[]): SprayPeriod[] {
  const runs: SprayPeriod[] = [];
  let current: SprayPeriod | null = null;
  for (const h of hours) {
    if (h.level === 'good' && current && current.end === h.time) {
      current.end = addHours(h.time, 1);
      current.hours++;
    } else if (h.level === 'good') {
      current = { start: h.time, end: addHours(h.time, 1), hours: 1 };
      runs.push(current);
    } else current = null;
  }
  return runs;
}

function periodText(p: SprayPeriod): string {
  const sameDay = p.start.slice(0, 10) === addHours(p.end, -1).slice(0, 10);
  return sameDay ? `${formatDate(p.start.slice(0, 10))} ${clock(p.start)}–${endClock(p)}` : `${formatDate(p.start.slice(0, 10))} ${clock(p.start)} – ${formatDate(p.end.slice(0, 10))} ${clock(p.end)}`;
}

function daySummary(date: string, hours: readonly RatedHour[], minWindow: number): SprayDay {
  const counts: Record<SprayLevel, number> = { good: 0, caution: 0, unsuitable: 0 };
  for (const h of hours) counts[h.level]++;
  const goodPeriods = goodRuns(hours);
  const spans = (ps: readonly SprayPeriod[]) => ps.map((p) => `${clock(p.start)}–${endClock(p)}`).join(', ');
  const level: SprayLevel = goodPeriods.some((p) => p.hours >= minWindow) ? 'good' : counts.good + counts.caution > 0 ? 'caution' : 'unsuitable';
  let text: string;
  if (level === 'good') text = `Uygun saatler: ${spans(goodPeriods)}.`;
  else if (level === 'caution') {
    const cautious = goodRuns(hours.map((h) => ({ ...h, level: h.level === 'unsuitable' ? h.level : 'good' })));
    text = `${minWindow} saatlik uygun zaman yok; dikkatle uygulanabilecek saatler: ${spans(cautious)}.`;
  } else text = 'İlaçlama için uygun saat yok.';
  return { date, level, counts, goodPeriods, text };
}

/**
 * The next `hours` hours rated from the hourly forecast. The hours after them (Open-Meteo's
 * `forecast_days` reaches further) are read for the rain within the rainfast time only.
 */
export function planSprayWindow(forecast: readonly ForecastHour[], options: SprayPlanOptions = {}): SprayPlan {
  const rainfastHours = options.rainfastHours && options.rainfastHours > 0 ? Math.ceil(options.rainfastHours) : L.defaultRainfastHours;
  const minWindowHours = options.minWindowHours && options.minWindowHours > 0 ? options.minWindowHours : L.goodWindowHours;
  const count = options.hours ?? 72;
  const all = [...forecast].sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
  const from = options.from?.slice(0, 16);
  const start = from === undefined ? 0 : all.findIndex((h) => addHours(h.time, 1) > from);
  const rated = start < 0 ? [] : all.slice(start, start + count).map((_, k) => rateHour(all, start + k, rainfastHours));

  const window = goodRuns(rated).find((p) => p.hours >= minWindowHours) ?? null;
  const nextGoodWindow = window && { ...window, text: `En yakın uygun zaman: ${periodText(window)} (${window.hours} saat).` };

  const byDay = new Map<string, RatedHour[]>();
  for (const h of rated) {
    const day = h.time.slice(0, 10);
    byDay.set(day, [...(byDay.get(day) ?? []), h]);
  }
  const days = [...byDay].map(([date, hs]) => daySummary(date, hs, minWindowHours));
  return { rainfastHours, minWindowHours, hours: rated, nextGoodWindow, days };
}
