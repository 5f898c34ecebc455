// An Open-Meteo forecast answer (the shape of <url>/v1/forecast), for the local stand-in servers of
// the weather tests: the real client reads it as it reads the service's.
const days = ['2026-05-01', '2026-05-02', '2026-05-03', '2026-05-04', '2026-05-05', '2026-05-06', '2026-05-07'];
/** The forecast at a point: a week from 1 May 2026, the current hour mild and dry. */
export const openMeteoAnswer = (lat: number, lon: number) => ({
  latitude: lat,
  longitude: lon,
  timezone: 'Europe/Istanbul',
  current: { time: '2026-05-01T12:00', interval: 900, temperature_2m: 24.3, relative_humidity_2m: 61, precipitation: 0, wind_speed_10m: 12.5, wind_direction_10m: 210, weather_code: 2 },
  daily: {
    time: days,
    temperature_2m_max: [27, 28, 26, 25, 29, 30, 31],
    temperature_2m_min: [15, 16, 14, 13, 17, 18, 19],
    precipitation_sum: [0, 0, 3.2, 1.1, 0, 0, 0],
    precipitation_probability_max: [5, 10, 80, 55, 0, 0, 5],
    wind_speed_10m_max: [20, 18, 35, 25, 15, 14, 16],
  },
});

/**
 * Open-Meteo's hourly answer (`hourly=…&forecast_days=4`): 96 hours from 1 May 2026 00:00,
 * the same each day: still nights (2 km/h), calm mornings 06–09, windy hot middays 10–16
 * (13 km/h gusting 23, 27 °C at 45 %), calm evenings 17–23; on 3 May it rains 13:00–16:00
 * (1,2 mm an hour, 80 %).
 */
export const openMeteoHourlyAnswer = (lat: number, lon: number) => {
  const time = Array.from({ length: 96 }, (_, i) => `2026-05-0${1 + Math.floor(i / 24)}T${String(i % 24).padStart(2, '0')}:00`);
  const part = (i: number) => {
    const h = i % 24;
    return h < 6 ? 'night' : h < 10 ? 'morning' : h < 17 ? 'midday' : h < 21 ? 'evening' : 'late';
  };
  const of = <T>(values: Record<ReturnType<typeof part>, T>) => time.map((_, i) => values[part(i)]);
  const raining = (i: number) => i >= 48 + 14 && i <= 48 + 16;
  return {
    latitude: lat,
    longitude: lon,
    timezone: 'Europe/Istanbul',
    hourly: {
      time,
      temperature_2m: of({ night: 14, morning: 18, midday: 27, evening: 22, late: 16 }),
      relative_humidity_2m: of({ night: 85, morning: 70, midday: 45, evening: 60, late: 80 }),
      precipitation: time.map((_, i) => (raining(i) ? 1.2 : 0)),
      precipitation_probability: time.map((_, i) => (raining(i) ? 80 : 5)),
      wind_speed_10m: of({ night: 2, morning: 6, midday: 13, evening: 7, late: 4 }),
      wind_gusts_10m: of({ night: 4, morning: 11, midday: 23, evening: 12, late: 8 }),
    },
  };
};
