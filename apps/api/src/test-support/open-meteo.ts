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
