// GET /api/v1/health: version and database state; 503 "degraded" when the database is down.
import { dataEnvelope, errorEnvelopeSchema, healthResponseSchema, type HealthResponse } from '@portal/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { warnHealthDatabaseDown } from '../../platform/throttled-log';
import { APP_VERSION } from '../../platform/version';

const PING_TIMEOUT_MS = 2_000;

const healthEnvelope = dataEnvelope(healthResponseSchema);

async function databaseState(ping: () => Promise<void>): Promise<Pick<HealthResponse['database'], 'status' | 'latencyMs'>> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      ping(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('ping timed out')), PING_TIMEOUT_MS);
      }),
    ]);
    return { status: 'up', latencyMs: Math.round((performance.now() - started) * 100) / 100 };
  } catch {
    return { status: 'down' };
  } finally {
    clearTimeout(timer);
  }
}

export const getHealth: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['sistem'],
        summary: 'Sağlık durumu',
        description: 'Sürüm ve veritabanı durumu. Veritabanına ulaşılamıyorsa 503 ve `degraded` döner.',
        response: {
          200: healthEnvelope,
          // Degraded health, or the error envelope while the instance shuts down.
          503: z.union([healthEnvelope, errorEnvelopeSchema]),
        },
      },
    },
    async (request, reply) => {
      const database = await databaseState(() => app.db.ping());
      // A probe every few seconds from each balancer: one line per interval while it is down.
      if (database.status === 'down') warnHealthDatabaseDown(request.log);
      const data: HealthResponse = {
        status: database.status === 'up' ? 'ok' : 'degraded',
        version: APP_VERSION,
        database: { driver: app.db.driver, ...database },
        uptimeSeconds: Math.round(process.uptime()),
      };
      return reply.code(database.status === 'up' ? 200 : 503).send({ data });
    },
  );
};
