// The weather at an application's hour, kept with the record: the area's hourly weather from
// the weather service (today's from the area's one-hour cache; an earlier day's asked with
// past_days, which Open-Meteo keeps for 92 days), the hour rated as the spray-window planner
// rates it. Nothing here fails a record: no location, the service down or slow, a wrong answer,
// an hour outside the data — the record is kept with the reason instead.
import { istanbulDate, type WeatherSnapshot } from '@portal/contracts';
import { formatDate, planSprayWindow, type ForecastHour } from '@portal/domain/prescription';
import type { FastifyBaseLogger } from 'fastify';
import type { Orm } from '../../platform/db';
import { fetchHourlyForecast, hourlyWeatherOfArea, NoLocationReason, type WeatherClientOptions } from '../../platform/weather';
import { MAX_PAST_DAYS } from '../../platform/weather/weather-client';

export interface WeatherAtHour {
  weather: WeatherSnapshot | null;
  weatherUnavailableReason: string | null;
}

const unavailable = (reason: string): WeatherAtHour => ({ weather: null, weatherUnavailableReason: reason });
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

export async function weatherAtHour(
  db: Orm,
  log: FastifyBaseLogger,
  area: { id: number; centroid: { lat: number; lon: number } | null },
  client: WeatherClientOptions,
  date: string,
  startTime: string,
): Promise<WeatherAtHour> {
  if (!area.centroid) return unavailable(NoLocationReason);
  const at = `${date}T${startTime}`;
  const daysAgo = dayNumber(istanbulDate()) - dayNumber(date);
  if (daysAgo > MAX_PAST_DAYS) return unavailable(`Hava durumu servisi en çok ${MAX_PAST_DAYS} gün öncesinin saatlik verisini veriyor; ${formatDate(date)} tarihinin hava durumu kaydedilemedi.`);
  try {
    let hours: ForecastHour[];
    let fetchedAt: string;
    if (daysAgo <= 0) {
      const today = await hourlyWeatherOfArea(db, log, area, client);
      if (!today.available) return unavailable(today.reason);
      hours = today.forecast.hours;
      fetchedAt = today.fetchedAt;
    } else {
      // Not cached: a past day is asked once, when its application is recorded.
      const past = await fetchHourlyForecast(client, area.centroid.lat, area.centroid.lon, { pastDays: daysAgo, forecastDays: 1 });
      hours = past.hours;
      fetchedAt = new Date().toISOString();
    }
    const rated = planSprayWindow(hours, { from: at, hours: 1 }).hours[0];
    // The hour holding the start time, or nothing: a later hour is not the application's weather.
    if (!rated || rated.time.slice(0, 13) !== at.slice(0, 13)) {
      return unavailable(`Hava durumu servisinin verisi uygulama saatini (${formatDate(date)} ${startTime}) kapsamıyor.`);
    }
    return {
      weather: {
        time: rated.time,
        temperature: rated.temperature,
        relativeHumidity: rated.relativeHumidity,
        precipitation: rated.precipitation,
        windSpeed: rated.windSpeed,
        windGusts: rated.windGusts,
        deltaT: rated.deltaT,
        level: rated.level,
        reasons: rated.reasons,
        fetchedAt,
      },
      weatherUnavailableReason: null,
    };
  } catch (error) {
    // The service's failures are WeatherUnavailableError with a Turkish reason; anything else is still not the record's failure.
    log.warn({ areaId: area.id, err: error }, 'register: weather of the application hour unavailable');
    return unavailable(error instanceof Error && error.name === 'WeatherUnavailableError' ? error.message : 'Hava durumu servisine şu an ulaşılamıyor.');
  }
}
