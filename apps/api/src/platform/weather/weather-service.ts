// The weather of a production area: at its centroid, from the one-hour cache when fresh,
// otherwise from the weather service (and cached again). The service being down, slow or
// wrong never fails the request: the answer says `available: false` with the reason.
// The daily forecast and the hourly one (for the spray-window planner) share the area's cache
// row: the daily one in `payload.forecast` (its time in fetched_at), the hourly one in
// `payload.hourly` with its own time; each write keeps the other's part.
import { weatherForecastSchema, type AreaWeather } from '@portal/contracts';
import { planSprayWindow, type SprayPlan } from '@portal/domain/prescription';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { areaWeatherCache, type Orm } from '../db';
import { fetchForecast, fetchHourlyForecast, type HourlyForecast, WeatherUnavailableError, type WeatherClientOptions } from './weather-client';

export const WEATHER_CACHE_SECONDS = 60 * 60;
export const NoLocationReason = 'Bu alanın konumu yok: hava durumu için alanın sınırını haritada çizin.';

/**
 * The caller has found the area through the member of the access token (another member's
 * area answers 404 there, before anything is asked of the service).
 */
export async function weatherOfArea(db: Orm, log: FastifyBaseLogger, area: { id: number; centroid: { lat: number; lon: number } | null }, client: WeatherClientOptions): Promise<AreaWeather> {
  const areaId = area.id;
  const centroid = area.centroid;
  if (!centroid) return { available: false, reason: NoLocationReason };

  const [cached] = await db
    .select({ fetchedAt: areaWeatherCache.fetchedAt, payload: areaWeatherCache.payload, fresh: sql<boolean>`${areaWeatherCache.fetchedAt} > now() - make_interval(secs => ${WEATHER_CACHE_SECONDS})` })
    .from(areaWeatherCache)
    .where(eq(areaWeatherCache.areaId, areaId));
  // A redrawn polygon moves the centroid: the cached forecast is for another point then.
  const samePoint = cached && (cached.payload as { point?: string }).point === pointOf(centroid);
  if (cached?.fresh && samePoint) {
    const forecast = weatherForecastSchema.safeParse((cached.payload as { forecast?: unknown }).forecast);
    if (forecast.success) return { available: true, cached: true, fetchedAt: cached.fetchedAt.toISOString(), forecast: forecast.data };
  }

  try {
    const forecast = await fetchForecast(client, centroid.lat, centroid.lon);
    const fetchedAt = new Date();
    const payload = { point: pointOf(centroid), forecast };
    await db
      .insert(areaWeatherCache)
      .values({ areaId, latitude: centroid.lat, longitude: centroid.lon, fetchedAt, payload })
      .onConflictDoUpdate({ target: areaWeatherCache.areaId, set: { latitude: centroid.lat, longitude: centroid.lon, fetchedAt, payload: keepOtherPart } });
    return { available: true, cached: false, fetchedAt: fetchedAt.toISOString(), forecast };
  } catch (error) {
    if (!(error instanceof WeatherUnavailableError)) throw error;
    log.warn({ areaId, reason: error.message }, 'weather service unavailable');
    return { available: false, reason: error.message };
  }
}

const pointOf = (c: { lat: number; lon: number }) => `${c.lat.toFixed(4)},${c.lon.toFixed(4)}`;
/** The row's payload with the new part written over its key, the other part kept. */
const keepOtherPart = sql`${areaWeatherCache.payload} || excluded.payload`;

export type AreaHourlyWeather = { available: true; cached: boolean; fetchedAt: string; forecast: HourlyForecast } | { available: false; reason: string };

/** The area's hourly forecast (4 days from today's midnight), cached for an hour like the daily one. */
export async function hourlyWeatherOfArea(db: Orm, log: FastifyBaseLogger, area: { id: number; centroid: { lat: number; lon: number } | null }, client: WeatherClientOptions): Promise<AreaHourlyWeather> {
  const { id: areaId, centroid } = area;
  if (!centroid) return { available: false, reason: NoLocationReason };

  const [cached] = await db
    .select({
      hourly: sql<{ point?: string; fetchedAt?: string; forecast?: HourlyForecast } | null>`${areaWeatherCache.payload}->'hourly'`,
      fresh: sql<boolean | null>`(${areaWeatherCache.payload}->'hourly'->>'fetchedAt')::timestamptz > now() - make_interval(secs => ${WEATHER_CACHE_SECONDS})`,
    })
    .from(areaWeatherCache)
    .where(eq(areaWeatherCache.areaId, areaId));
  const hourly = cached?.hourly;
  if (cached?.fresh && hourly?.point === pointOf(centroid) && hourly.forecast && hourly.fetchedAt && Array.isArray(hourly.forecast.hours)) {
    return { available: true, cached: true, fetchedAt: hourly.fetchedAt, forecast: hourly.forecast };
  }

  try {
    const forecast = await fetchHourlyForecast(client, centroid.lat, centroid.lon);
    const fetchedAt = new Date().toISOString();
    // A new row has no daily part: its fetched_at is a time no daily forecast is fresh by.
    await db
      .insert(areaWeatherCache)
      .values({ areaId, latitude: centroid.lat, longitude: centroid.lon, fetchedAt: new Date(0), payload: { hourly: { point: pointOf(centroid), fetchedAt, forecast } } })
      .onConflictDoUpdate({ target: areaWeatherCache.areaId, set: { payload: keepOtherPart } });
    return { available: true, cached: false, fetchedAt, forecast };
  } catch (error) {
    if (!(error instanceof WeatherUnavailableError)) throw error;
    log.warn({ areaId, reason: error.message }, 'weather service unavailable');
    return { available: false, reason: error.message };
  }
}

const istanbulClock = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Istanbul', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
/** An instant as Open-Meteo writes Europe/Istanbul's local time: 'YYYY-MM-DDTHH:MM'. */
export const istanbulLocalTime = (at: Date) => istanbulClock.format(at).replace(' ', 'T');

export type AreaSprayPlan = { available: true; cached: boolean; fetchedAt: string; plan: SprayPlan } | { available: false; reason: string };

/** The next 72 hours at the area rated for spraying, from the hour holding `now`. */
export async function sprayPlanOfArea(
  db: Orm,
  log: FastifyBaseLogger,
  area: { id: number; centroid: { lat: number; lon: number } | null },
  client: WeatherClientOptions,
  options: { rainfastHours?: number | null; now?: Date } = {},
): Promise<AreaSprayPlan> {
  const weather = await hourlyWeatherOfArea(db, log, area, client);
  if (!weather.available) return weather;
  const plan = planSprayWindow(weather.forecast.hours, { rainfastHours: options.rainfastHours, from: istanbulLocalTime(options.now ?? new Date()) });
  return { available: true, cached: weather.cached, fetchedAt: weather.fetchedAt, plan };
}
