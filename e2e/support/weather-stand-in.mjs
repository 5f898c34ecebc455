// A stand-in for Open-Meteo's forecast API (and a map tile server) for the journeys: the API's
// real weather client asks it (WEATHER_API_URL), so no journey reaches the internet. Answers a
// fixed forecast in Open-Meteo's shape for any point, and a 1×1 PNG for any tile path.
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

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    if (url.pathname === '/v1/forecast') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(forecast(url)));
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
