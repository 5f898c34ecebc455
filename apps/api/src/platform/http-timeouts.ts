// Time limits on reading a request, so slow clients cannot hold sockets: Node answers 408 (in
// the envelope, errors.ts clientErrorHandler) and closes a connection whose headers, or whose
// whole request with its body, has not arrived in time.
import type { Server } from 'node:http';
import type { AppConfig } from './config';

export function applyHttpTimeouts(server: Server, config: Pick<AppConfig, 'httpHeadersTimeoutMs' | 'httpRequestTimeoutMs'>): void {
  server.headersTimeout = config.httpHeadersTimeoutMs;
  server.requestTimeout = config.httpRequestTimeoutMs;
  // Node checks the limits on this interval (30 s by default, so a limit would overrun by up to
  // that); read when the server starts listening.
  const checkEveryMs = Math.min(1_000, Math.max(100, Math.floor(config.httpHeadersTimeoutMs / 4)));
  Object.assign(server, { connectionsCheckingInterval: checkEveryMs });
}
