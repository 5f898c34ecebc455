// The weather of a production area: at its centroid, from the one-hour cache when fresh,
// otherwise from the weather service (and cached again). The service being down, slow or
// wrong never fails the request: the answer says `available: false` with the reason.
import { weatherForecastSchema, type AreaWeather } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { areaWeatherCache, type Orm } from '../db';
import { fetchForecast, WeatherUnavailableError, type WeatherClientOptions } from './weather-client';

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
      .onConflictDoUpdate({ target: areaWeatherCache.areaId, set: { latitude: centroid.lat, longitude: centroid.lon, fetchedAt, payload } });
    return { available: true, cached: false, fetchedAt: fetchedAt.toISOString(), forecast };
  } catch (error) {
    if (!(error instanceof WeatherUnavailableError)) throw error;
    log.warn({ areaId, reason: error.message }, 'weather service unavailable');
    return { available: false, reason: error.message };
  }
}

const pointOf = (c: { lat: number; lon: number }) => `${c.lat.toFixed(4)},${c.lon.toFixed(4)}`;
