import net from 'node:net';
import { ErrorCode } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test-support';
import { ErrorMessage } from './errors';

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Splits what a socket received into HTTP/1.1 responses (content-length bodies only). */
function parseResponses(raw: string): RawResponse[] {
  const responses: RawResponse[] = [];
  let rest = raw;
  while (rest.startsWith('HTTP/1.1')) {
    const end = rest.indexOf('\r\n\r\n');
    const [statusLine = '', ...headerLines] = rest.slice(0, end).split('\r\n');
    const headers = Object.fromEntries(
      headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
    );
    const length = Number(headers['content-length'] ?? 0);
    const body = Buffer.from(rest.slice(end + 4)).subarray(0, length).toString();
    responses.push({ status: Number(statusLine.split(' ')[1]), headers, body });
    rest = Buffer.from(rest.slice(end + 4)).subarray(length).toString();
  }
  return responses;
}

/** Opens a socket, writes the requests back to back (pipelined), resolves with all it got once closed. */
function pipeline(port: number, paths: string[]): { sent: Promise<void>; received: Promise<RawResponse[]> } {
  const socket = net.connect(port, '127.0.0.1');
  let raw = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (raw += chunk));
  const received = new Promise<RawResponse[]>((resolve, reject) => {
    socket.on('close', () => resolve(parseResponses(raw)));
    socket.on('error', reject);
  });
  const sent = new Promise<void>((resolve) => {
    socket.on('connect', () => {
      socket.write(paths.map((p) => `GET ${p} HTTP/1.1\r\nHost: localhost\r\n\r\n`).join(''), () => resolve());
    });
  });
  return { sent, received };
}

describe('graceful shutdown (DESIGN §1: stateless instances behind a load balancer)', () => {
  it('lets in-flight requests finish, refuses new connections, and does not wait for kept-alive sockets', async () => {
    const app = await buildTestApp();
    let started = 0;
    app.get('/api/v1/test/slow', async () => {
      started++;
      await new Promise((resolve) => setTimeout(resolve, 400));
      return { data: 'done' };
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as net.AddressInfo;

    // Socket A: the slow request, then a new request pipelined behind it.
    const a = pipeline(port, ['/api/v1/test/slow']);
    // Socket B: a kept-alive socket that is busy now and idle after its answer.
    const b = pipeline(port, ['/api/v1/test/slow']);
    await Promise.all([a.sent, b.sent]);
    await expect.poll(() => started).toBe(2);

    const closeStarted = Date.now();
    const closed = app.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const late = await new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
      socket.on('connect', () => resolve('connected'));
    });
    expect(late).toBe('ECONNREFUSED');
    await closed;
    // Nothing (keep-alive timeout: 72 s) held the close beyond the slow request.
    expect(Date.now() - closeStarted).toBeLessThan(3_000);

    const [slowA] = await a.received;
    expect(slowA).toMatchObject({ status: 200, body: '{"data":"done"}' });
    const [slowB] = await b.received;
    expect(slowB?.status).toBe(200);
  });

  it('completes a slow in-flight request with 200 while a new request on the open connection gets the 503 envelope', async () => {
    const app = await buildTestApp();
    app.get('/api/v1/test/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { data: 'done' };
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as net.AddressInfo;

    const socket = net.connect(port, '127.0.0.1');
    let raw = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (raw += chunk));
    const done = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    socket.write('GET /api/v1/test/slow HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closed = app.close();
    // Pipelined behind the in-flight request on the same connection.
    socket.write('GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await closed;
    await done;

    const [first, second] = parseResponses(raw);
    expect(first).toMatchObject({ status: 200, body: '{"data":"done"}' });
    expect(second?.status).toBe(503);
    expect(second?.headers['connection']).toBe('close');
    expect(JSON.parse(second?.body ?? '')).toEqual({ code: ErrorCode.Unavailable, message: ErrorMessage.shuttingDown });
  });
});
