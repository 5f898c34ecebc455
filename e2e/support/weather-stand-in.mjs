// A stand-in for Open-Meteo's forecast API (and a map tile server) for the journeys: the API's
// real weather client asks it (WEATHER_API_URL), so no journey reaches the internet. Answers a
// fixed forecast in Open-Meteo's shape for any point (with `hourly=`, the hourly series for
// `forecast_days` days from today's midnight), and a 1×1 PNG for any tile path.
import http from 'node:http';

const port = Number(process.env.WEATHER_STAND_IN_PORT ?? 9094);
// A transparent 1×1 PNG.
const tile = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

function forecast(url) {
  const today = new Date();
  const days = Array.from({ length: 7 }, (_, i) => new Date(today.getTime() + i * 86_400_000).toISOString().slice(0, 10));
  return {
    latitude: Number(url.searchParams.get('latitude') ?? 0),
    longitude: Number(url.searchParams.get('longitude') ?? 0),
    current: { time: `${days[0]}T12:00`, temperature_2m: 23.4, relative_humidity_2m: 61, precipitation: 0, wind_speed_10m: 11.2, wind_direction_10m: 200, weather_code: 1 },
    daily: {
      time: days,
      temperature_2m_max: [26.1, 27.3, 25.8, 24.2, 22.9, 23.5, 24.8],
      temperature_2m_min: [14.2, 15.1, 14.8, 13.9, 12.7, 13.1, 14.0],
      precipitation_sum: [0, 0, 1.2, 4.5, 0.3, 0, 0],
      precipitation_probability_max: [5, 10, 40, 75, 30, 5, 0],
      wind_speed_10m_max: [18.4, 20.1, 22.7, 25.3, 19.8, 15.2, 14.1],
    },
  };
}

// The same day every day: still nights, calm mornings 06–09 and evenings 17–23 good for
// spraying, windy middays; rain on the third day 13:00–16:00.
function hourly(url) {
  const days = Number(url.searchParams.get('forecast_days') ?? 4);
  const midnight = new Date(new Date().toLocaleString('sv-SE', { timeZone: 'Europe/Istanbul' }).slice(0, 10) + 'T00:00:00Z');
  const time = Array.from({ length: days * 24 }, (_, i) => new Date(midnight.getTime() + i * 3_600_000).toISOString().slice(0, 16));
  const part = (i) => {
    const h = i % 24;
    return h < 6 ? 0 : h < 10 ? 1 : h < 17 ? 2 : h < 21 ? 3 : 4;
  };
  const of = (values) => time.map((_, i) => values[part(i)]);
  const raining = (i) => i >= 48 + 14 && i <= 48 + 16;
  return {
    time,
    temperature_2m: of([14, 18, 27, 22, 16]),
    relative_humidity_2m: of([85, 70, 45, 60, 80]),
    precipitation: time.map((_, i) => (raining(i) ? 1.2 : 0)),
    precipitation_probability: time.map((_, i) => (raining(i) ? 80 : 5)),
    wind_speed_10m: of([2, 6, 13, 7, 4]),
    wind_gusts_10m: of([4, 11, 23, 12, 8]),
  };
}

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    if (url.pathname === '/v1/forecast') {
      res.writeHead(200, { 'content-type': 'application/json' });
      const answer = forecast(url);
      res.end(JSON.stringify(url.searchParams.has('hourly') ? { ...answer, hourly: hourly(url) } : answer));
    } else if (url.pathname.startsWith('/tiles/')) {
      res.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*' });
      res.end(tile);
    } else if (url.pathname === '/health') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('ok');
    } else {
      res.writeHead(404);
      res.end();
    }
  })
  .listen(port, '127.0.0.1');
