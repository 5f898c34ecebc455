// The Fastify application, built the same way by main.ts and by the tests (fastify/demo's
// order: external plugins → platform → routes).
import { API_PREFIX } from '@portal/contracts';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactModule } from './modules/contact';
import { definitionsModule } from './modules/definitions';
import { mrlModule } from './modules/mrl';
import { devMailboxModule } from './modules/dev-mailbox';
import { authModule } from './modules/auth';
import { healthModule } from './modules/health';
import { usersModule } from './modules/users';
import { authPlugin } from './platform/auth';
import type { AppConfig } from './platform/config';
import type { Database } from './platform/db';
import { errorsPlugin } from './platform/errors';
import { genReqId, loggerOptions, requestIdPlugin, requestLogOptions } from './platform/logging';
import { openApiPlugin } from './platform/openapi';
import { securityHeadersPlugin } from './platform/security-headers';
import { shutdownPlugin } from './platform/shutdown';
import { webAppsPlugin } from './platform/web-apps';

// Zod's own messages (those the contracts do not set) in Turkish.
z.config(z.locales.tr());

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
  }
}

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

export interface BuildAppOptions {
  config: AppConfig;
  /** Opened and migrated by the caller, who also closes it. */
  database: Database;
  /** Log destination instead of stdout (tests). */
  logStream?: { write(line: string): void };
}

export async function buildApp({ config, database, logStream }: BuildAppOptions) {
  const app = Fastify({
    logger: loggerOptions(config, logStream),
    ...requestLogOptions(),
    genReqId,
    // A hop count becomes proxy-addr's own rule: trust the nearest n hops.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // shutdown.ts answers with the error envelope instead of Fastify's own 503 body.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', database);

  // External plugins.
  await app.register(securityHeadersPlugin, { config });
  await app.register(openApiPlugin);
  // Platform.
  await app.register(requestIdPlugin);
  await app.register(errorsPlugin);
  await app.register(shutdownPlugin);
  await app.register(webAppsPlugin, { config });
  await app.register(authPlugin);
  // Routes.
  await app.register(healthModule, { prefix: API_PREFIX });
  await app.register(authModule, { prefix: `${API_PREFIX}/auth` });
  await app.register(usersModule, { prefix: `${API_PREFIX}/portalUser` });
  await app.register(contactModule, { prefix: API_PREFIX });
  await app.register(definitionsModule, { prefix: `${API_PREFIX}/definition` });
  await app.register(mrlModule, { prefix: `${API_PREFIX}/mrl` });
  if (config.nodeEnv !== 'production') await app.register(devMailboxModule, { prefix: API_PREFIX });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
