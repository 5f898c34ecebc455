// A client of Open-Meteo's forecast API (https://open-meteo.com/en/docs): current conditions
// and a 7-day forecast at a point, and the hourly forecast the spray-window planner rates. The base URL is configuration (WEATHER_API_URL), so the
// tests run this same client against a local stand-in server. Every failure — refused
// connection, timeout, an error status, a body that is not the expected shape — becomes a
// WeatherUnavailableError with a Turkish reason; nothing else escapes.
import type { WeatherForecast } from '@portal/contracts';
import type { ForecastHour } from '@portal/domain/prescription';
import { z } from 'zod';

export class WeatherUnavailableError extends Error {
  override name = 'WeatherUnavailableError';
}

export const CURRENT_FIELDS = ['temperature_2m', 'relative_humidity_2m', 'precipitation', 'wind_speed_10m', 'wind_direction_10m', 'weather_code'] as const;
export const DAILY_FIELDS = ['temperature_2m_max', 'temperature_2m_min', 'precipitation_sum', 'precipitation_probability_max', 'wind_speed_10m_max'] as const;
export const FORECAST_DAYS = 7;
export const HOURLY_FIELDS = ['temperature_2m', 'relative_humidity_2m', 'precipitation', 'precipitation_probability', 'wind_speed_10m', 'wind_gusts_10m'] as const;
/** Four days from today's midnight reach 72 hours from any hour of today, and the rainfast hours after them. */
export const HOURLY_FORECAST_DAYS = 4;

const num = z.number().finite();
const series = z.array(num.nullable());

/** The part of Open-Meteo's answer the portal reads. */
const openMeteoSchema = z.object({
  latitude: num,
  longitude: num,
  current: z.object({
    time: z.string(),
    temperature_2m: num,
    relative_humidity_2m: num,
    precipitation: num,
    wind_speed_10m: num,
    wind_direction_10m: num,
    weather_code: z.number().int(),
  }),
  daily: z.object({
    time: z.array(z.string()).min(1),
    temperature_2m_max: series,
    temperature_2m_min: series,
    precipitation_sum: series,
    precipitation_probability_max: series.optional(),
    wind_speed_10m_max: series,
  }),
});

/** The hourly part of Open-Meteo's answer. */
const openMeteoHourlySchema = z.object({
  latitude: num,
  longitude: num,
  hourly: z.object({
    time: z.array(z.string()).min(1),
    temperature_2m: series,
    relative_humidity_2m: series,
    precipitation: series,
    precipitation_probability: series.optional(),
    wind_speed_10m: series,
    wind_gusts_10m: series.optional(),
  }),
});

/** The hourly forecast at a point, local times of Europe/Istanbul. */
export interface HourlyForecast {
  latitude: number;
  longitude: number;
  hours: ForecastHour[];
}

export interface WeatherClientOptions {
  baseUrl: string;
  timeoutMs: number;
}

export function forecastUrl(baseUrl: string, lat: number, lon: number): string {
  const url = new URL('/v1/forecast', baseUrl);
  url.searchParams.set('latitude', lat.toFixed(4));
  url.searchParams.set('longitude', lon.toFixed(4));
  url.searchParams.set('current', CURRENT_FIELDS.join(','));
  url.searchParams.set('daily', DAILY_FIELDS.join(','));
  url.searchParams.set('timezone', 'Europe/Istanbul');
  url.searchParams.set('forecast_days', String(FORECAST_DAYS));
  return url.toString();
}

/** Which days an hourly answer covers: `pastDays` before today (Open-Meteo keeps up to 92), `forecastDays` from today. */
export interface HourlyRange {
  pastDays?: number;
  forecastDays?: number;
}
/** The most days back Open-Meteo's forecast API answers with `past_days`. */
export const MAX_PAST_DAYS = 92;

export function hourlyForecastUrl(baseUrl: string, lat: number, lon: number, range: HourlyRange = {}): string {
  const url = new URL('/v1/forecast', baseUrl);
  url.searchParams.set('latitude', lat.toFixed(4));
  url.searchParams.set('longitude', lon.toFixed(4));
  url.searchParams.set('hourly', HOURLY_FIELDS.join(','));
  url.searchParams.set('timezone', 'Europe/Istanbul');
  // The register's record of a past application asks for the hours already gone.
  if (range.pastDays) url.searchParams.set('past_days', String(range.pastDays));
  url.searchParams.set('forecast_days', String(range.forecastDays ?? HOURLY_FORECAST_DAYS));
  return url.toString();
}

/** The answer's JSON, every failure a WeatherUnavailableError. */
async function getJson(options: WeatherClientOptions, url: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs), headers: { accept: 'application/json' } });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new WeatherUnavailableError(timedOut ? 'Hava durumu servisi zamanında yanıt vermedi.' : 'Hava durumu servisine ulaşılamadı.');
  }
  try {
    if (!response.ok) throw new WeatherUnavailableError(`Hava durumu servisi yanıt veremedi (HTTP ${response.status}).`);
    return await response.json();
  } catch (error) {
    if (error instanceof WeatherUnavailableError) throw error;
    throw new WeatherUnavailableError('Hava durumu servisinin yanıtı okunamadı.');
  } finally {
    // An unread body keeps the connection busy.
    if (!response.bodyUsed) await response.body?.cancel().catch(() => undefined);
  }
}

const WRONG_SHAPE = 'Hava durumu servisinin yanıtı beklenen biçimde değil.';

export async function fetchForecast(options: WeatherClientOptions, lat: number, lon: number): Promise<WeatherForecast> {
  const parsed = openMeteoSchema.safeParse(await getJson(options, forecastUrl(options.baseUrl, lat, lon)));
  if (!parsed.success) throw new WeatherUnavailableError(WRONG_SHAPE);
  return toForecast(parsed.data);
}

/** The hourly forecast for `HOURLY_FORECAST_DAYS` days from today's midnight (Europe/Istanbul), or the days of `range`. */
export async function fetchHourlyForecast(options: WeatherClientOptions, lat: number, lon: number, range: HourlyRange = {}): Promise<HourlyForecast> {
  const parsed = openMeteoHourlySchema.safeParse(await getJson(options, hourlyForecastUrl(options.baseUrl, lat, lon, range)));
  if (!parsed.success) throw new WeatherUnavailableError(WRONG_SHAPE);
  const h = parsed.data.hourly;
  const hours = h.time.flatMap((time, i): ForecastHour[] => {
    const [temperature, relativeHumidity, windSpeed] = [h.temperature_2m[i], h.relative_humidity_2m[i], h.wind_speed_10m[i]];
    // An hour the service gives no temperature, humidity or wind for cannot be rated: left out.
    if (temperature == null || relativeHumidity == null || windSpeed == null) return [];
    return [{ time, temperature, relativeHumidity, precipitation: h.precipitation[i] ?? 0, precipitationProbability: h.precipitation_probability?.[i] ?? null, windSpeed, windGusts: h.wind_gusts_10m?.[i] ?? null }];
  });
  if (hours.length === 0) throw new WeatherUnavailableError(WRONG_SHAPE);
  return { latitude: parsed.data.latitude, longitude: parsed.data.longitude, hours };
}

function toForecast(o: z.infer<typeof openMeteoSchema>): WeatherForecast {
  const d = o.daily;
  const daily = d.time.flatMap((date, i) => {
    const max = d.temperature_2m_max[i];
    const min = d.temperature_2m_min[i];
    // A day the service gives no temperatures for is left out rather than shown as 0 °C.
    if (max === null || max === undefined || min === null || min === undefined) return [];
    return [
      {
        date,
        temperatureMax: max,
        temperatureMin: min,
        precipitationSum: d.precipitation_sum[i] ?? 0,
        precipitationProbabilityMax: d.precipitation_probability_max?.[i] ?? null,
        windSpeedMax: d.wind_speed_10m_max[i] ?? 0,
      },
    ];
  });
  const c = o.current;
  return {
    latitude: o.latitude,
    longitude: o.longitude,
    current: {
      time: c.time,
      temperature: c.temperature_2m,
      relativeHumidity: c.relative_humidity_2m,
      precipitation: c.precipitation,
      windSpeed: c.wind_speed_10m,
      windDirection: c.wind_direction_10m,
      weatherCode: c.weather_code,
    },
    daily,
  };
}
