// `buildApp` on this file's test database; closing the app closes (and drops) the database.
import os from 'node:os';
import path from 'node:path';
import { buildApp, type BuildAppOptions } from '../app';
import { loadConfig } from '../platform/config';
import { openTestDatabase } from './database';

/** Test configuration: quiet logs and no web bundles unless a test asks for them. */
export function testConfig(env: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(os.tmpdir(), 'api-test-no-web-dist'),
    ...env,
  });
}

export async function buildTestApp(options: { env?: Record<string, string>; logStream?: BuildAppOptions['logStream'] } = {}) {
  const database = await openTestDatabase();
  const app = await buildApp({ config: testConfig(options.env), database, logStream: options.logStream });
  app.addHook('onClose', () => database.close());
  return app;
}
