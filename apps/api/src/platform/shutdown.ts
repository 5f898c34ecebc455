// Graceful shutdown: in-flight requests finish, new ones get a 503 envelope, then the process exits.
import { ErrorCode } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { envelope, ErrorMessage, sendError } from './errors';

/** Answers 503 once `app.close()` has begun, and keeps idle keep-alive sockets from holding the close. */
export const shutdownPlugin = fp(
  async (app) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    // Requests already on an open connection (keep-alive, pipelined) still arrive while closing.
    app.addHook('onRequest', async (_request, reply) => {
      if (closing) {
        reply.header('retry-after', '5');
        return sendError(reply, 503, envelope(ErrorCode.Unavailable, ErrorMessage.shuttingDown));
      }
    });
    // server.close() reaps only sockets idle at that moment; a keep-alive socket freed later
    // would otherwise stay open for keepAliveTimeout (72 s) and hold the close.
    app.addHook('onResponse', async () => {
      if (closing) app.server.closeIdleConnections();
    });
  },
  { name: 'shutdown' },
);

export interface SignalOptions {
  /** After this, exit with code 1 whatever is still running. */
  timeoutMs: number;
  /** Starts with the server's close, e.g. the outbox sender's stop: it need not wait for the requests. */
  stopBackground?: () => Promise<void>;
  /** Runs after the server closed and the background work stopped, e.g. closing the database. */
  cleanup: () => Promise<void>;
  exit?: (code: number) => void;
}

/**
 * First SIGTERM/SIGINT: close gracefully and exit 0. A second SIGINT (Ctrl+C twice) kills at
 * once, because the listener is registered with `once`.
 */
export function handleShutdownSignals(app: FastifyInstance, { timeoutMs, stopBackground, cleanup, exit = process.exit }: SignalOptions) {
  let started = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (started) return;
    started = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error({ timeoutMs }, 'shutdown timed out, exiting');
      exit(1);
    }, timeoutMs).unref();
    Promise.all([app.close(), stopBackground?.()])
      .then(cleanup)
      .then(
        () => {
          app.log.info('stopped');
          exit(0);
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          exit(1);
        },
      );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}
