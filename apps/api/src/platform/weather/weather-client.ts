// A client of Open-Meteo's forecast API (https://open-meteo.com/en/docs): current conditions
// and a 7-day forecast at a point. The base URL is configuration (WEATHER_API_URL), so the
// tests run this same client against a local stand-in server. Every failure — refused
// connection, timeout, an error status, a body that is not the expected shape — becomes a
// WeatherUnavailableError with a Turkish reason; nothing else escapes.
import type { WeatherForecast } from '@portal/contracts';
import { z } from 'zod';

export class WeatherUnavailableError extends Error {
  override name = 'WeatherUnavailableError';
}

export const CURRENT_FIELDS = ['temperature_2m', 'relative_humidity_2m', 'precipitation', 'wind_speed_10m', 'wind_direction_10m', 'weather_code'] as const;
export const DAILY_FIELDS = ['temperature_2m_max', 'temperature_2m_min', 'precipitation_sum', 'precipitation_probability_max', 'wind_speed_10m_max'] as const;
export const FORECAST_DAYS = 7;

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

export async function fetchForecast(options: WeatherClientOptions, lat: number, lon: number): Promise<WeatherForecast> {
  let response: Response;
  try {
    response = await fetch(forecastUrl(options.baseUrl, lat, lon), { signal: AbortSignal.timeout(options.timeoutMs), headers: { accept: 'application/json' } });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new WeatherUnavailableError(timedOut ? 'Hava durumu servisi zamanında yanıt vermedi.' : 'Hava durumu servisine ulaşılamadı.');
  }
  let body: unknown;
  try {
    if (!response.ok) throw new WeatherUnavailableError(`Hava durumu servisi yanıt veremedi (HTTP ${response.status}).`);
    body = await response.json();
  } catch (error) {
    if (error instanceof WeatherUnavailableError) throw error;
    throw new WeatherUnavailableError('Hava durumu servisinin yanıtı okunamadı.');
  } finally {
    // An unread body keeps the connection busy.
    if (!response.bodyUsed) await response.body?.cancel().catch(() => undefined);
  }
  const parsed = openMeteoSchema.safeParse(body);
  if (!parsed.success) throw new WeatherUnavailableError('Hava durumu servisinin yanıtı beklenen biçimde değil.');
  return toForecast(parsed.data);
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
