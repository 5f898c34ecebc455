// A local stand-in for Open-Meteo (node:http on 127.0.0.1, a random port) whose hourly answer
// starts at today's midnight in Türkiye, as the real service's does: the spray-plan routes
// rate from the current hour, so a fixed date would leave nothing to rate. The day's pattern is
// openMeteoHourlyAnswer's: still nights, calm mornings 06–09 and evenings 17–23, windy hot
// middays; on the third day it rains 13:00–16:00. `mode` makes it fail as the real one can.
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openMeteoAnswer, openMeteoHourlyAnswer } from './open-meteo';
import { day } from './prescriptions';

export type StandInMode = 'ok' | 'slow' | 'error' | 'wrong-shape';

/** Open-Meteo's hourly answer for `forecast_days` days from today's midnight (Europe/Istanbul). */
export function openMeteoHourlyToday(lat: number, lon: number) {
  const answer = openMeteoHourlyAnswer(lat, lon);
  const midnight = Date.parse(`${day(0)}T00:00:00Z`);
  const time = answer.hourly.time.map((_, i) => new Date(midnight + i * 3_600_000).toISOString().slice(0, 16));
  return { ...answer, hourly: { ...answer.hourly, time } };
}

export async function weatherStandIn() {
  const requests: URL[] = [];
  const state = { mode: 'ok' as StandInMode };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    if (state.mode === 'slow') return void setTimeout(() => res.end('{}'), 1_000);
    if (state.mode === 'error') return void res.writeHead(503).end('bakımda');
    if (state.mode === 'wrong-shape') return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ latitude: 1, longitude: 2, hourly: { time: [] } }));
    const [lat, lon] = [Number(url.searchParams.get('latitude')), Number(url.searchParams.get('longitude'))];
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(url.searchParams.has('hourly') ? openMeteoHourlyToday(lat, lon) : openMeteoAnswer(lat, lon)));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    /** WEATHER_API_URL and a timeout short enough for the slow mode to time out. */
    env: { WEATHER_API_URL: `http://127.0.0.1:${port}/`, WEATHER_TIMEOUT_MS: '300' },
    requests,
    set mode(mode: StandInMode) {
      state.mode = mode;
    },
    close() {
      server.closeAllConnections();
      server.close();
    },
  };
}
