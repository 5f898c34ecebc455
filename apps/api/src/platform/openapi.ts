// OpenAPI 3.1 generated from the routes' contract schemas, and its reference page (DESIGN.md §3).
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_PREFIX } from '@portal/contracts';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { APP_VERSION } from './version';

export const OPENAPI_PATH = `${API_PREFIX}/openapi.json`;
export const DOCS_PATH = `${API_PREFIX}/docs`;

/** Registered before the routes: @fastify/swagger collects them as they are added. */
export const openApiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Tarım Portalı API',
          description: 'Bitki koruma portalının API’si. Başarılı yanıtlar `{ data, count? }`, hatalar `{ code, message, details? }` biçimindedir.',
          version: APP_VERSION,
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    // Assets come from the package itself: the page works with no network.
    await app.register(swaggerUi, {
      routePrefix: DOCS_PATH,
      theme: { title: 'Tarım Portalı API' },
      uiConfig: { deepLinking: true, tryItOutEnabled: false },
    });
    app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
