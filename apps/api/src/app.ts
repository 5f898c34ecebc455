// The Fastify application, built the same way by main.ts and by the tests (fastify/demo's
// order: external plugins → platform → routes).
import { API_PREFIX } from '@portal/contracts';
import Fastify, { type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactModule } from './modules/contact';
import { definitionsModule } from './modules/definitions';
import { mrlModule, mrlQueryModule } from './modules/mrl';
import { producersModule } from './modules/producers';
import { prescriptionsModule } from './modules/prescriptions';
import { dashboardModule } from './modules/dashboard';
import { devMailboxModule } from './modules/dev-mailbox';
import { authModule } from './modules/auth';
import { healthModule } from './modules/health';
import { usersModule } from './modules/users';
import { portalUsersModule } from './modules/portal-users';
import { membersModule } from './modules/members';
import { referenceChangesModule } from './modules/reference-changes';
import { searchModule } from './modules/search';
import { registerModule } from './modules/register';
import { traceabilityModule } from './modules/traceability';
import { protectRoutes } from './platform/access';
import { authPlugin } from './platform/auth';
import type { AppConfig } from './platform/config';
import type { Database } from './platform/db';
import { compressionPlugin } from './platform/compression';
import { clientErrorHandler, errorsPlugin, frameworkErrors, MAX_REQUEST_HEAD_BYTES } from './platform/errors';
import { genReqId, loggerOptions, requestIdPlugin, requestLogOptions } from './platform/logging';
import { openApiPlugin } from './platform/openapi';
import { referenceAnswersPlugin } from './platform/reference-answers';
import { securityHeadersPlugin } from './platform/security-headers';
import { shutdownPlugin } from './platform/shutdown';
import { textInputPlugin } from './platform/text-input';
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
  /** Sees every route as it is added (the tests' route table). */
  onRoute?: (route: RouteOptions) => void;
}

export async function buildApp({ config, database, logStream, onRoute }: BuildAppOptions) {
  const app = Fastify({
    logger: loggerOptions(config, logStream),
    ...requestLogOptions(),
    genReqId,
    // A hop count becomes proxy-addr's own rule: trust the nearest n hops.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // shutdown.ts answers with the error envelope instead of Fastify's own 503 body.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    // Errors before a request exists (a too long query string) answer in the envelope too.
    clientErrorHandler,
    // A path the router cannot decode (not UTF-8) or too long a path value: the envelope too.
    frameworkErrors,
    http: { maxHeaderSize: MAX_REQUEST_HEAD_BYTES },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', database);
  if (onRoute) app.addHook('onRoute', onRoute);

  // External plugins. Compression first: its onRoute hook must see every route.
  await app.register(compressionPlugin);
  await app.register(securityHeadersPlugin, { config });
  await app.register(openApiPlugin);
  // Platform.
  await app.register(requestIdPlugin);
  await app.register(errorsPlugin);
  await app.register(textInputPlugin);
  await app.register(shutdownPlugin);
  await app.register(webAppsPlugin, { config });
  await app.register(authPlugin);
  await app.register(referenceAnswersPlugin, { maxBytes: config.referenceAnswerCacheBytes });
  // Routes: protected unless they say they are public (platform/access).
  await app.register(async (api) => {
    protectRoutes(api);
    await api.register(healthModule, { prefix: API_PREFIX });
    await api.register(authModule, { prefix: `${API_PREFIX}/auth` });
    await api.register(usersModule, { prefix: `${API_PREFIX}/portalUser` });
    await api.register(portalUsersModule, { prefix: `${API_PREFIX}/portalUser` });
    await api.register(membersModule, { prefix: API_PREFIX });
    await api.register(contactModule, { prefix: API_PREFIX });
    await api.register(definitionsModule, { prefix: `${API_PREFIX}/definition` });
    await api.register(mrlModule, { prefix: `${API_PREFIX}/mrl` });
    await api.register(producersModule, { prefix: API_PREFIX });
    await api.register(prescriptionsModule, { prefix: API_PREFIX });
    await api.register(dashboardModule, { prefix: API_PREFIX });
    await api.register(searchModule, { prefix: API_PREFIX });
    await api.register(mrlQueryModule, { prefix: API_PREFIX });
    await api.register(referenceChangesModule, { prefix: API_PREFIX });
    await api.register(traceabilityModule, { prefix: API_PREFIX });
    await api.register(registerModule, { prefix: API_PREFIX });
    // Only when asked for (DEV_MAILBOX=true: npm start, the tests), and never in production.
    if (config.devMailbox && config.nodeEnv !== 'production') await api.register(devMailboxModule, { prefix: API_PREFIX });
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
