// Process entry: configuration, database, application, signals, listen.
import { buildApp, type App } from './app';
import { ConfigError, loadConfig, type AppConfig } from './platform/config';
import { DatabaseWaitError, openWhenReachable } from './platform/database-wait';
import { openDatabase, type Database } from './platform/db';
import { startOutboxSender, type OutboxSender } from './platform/outbox';
import { applyHttpTimeouts } from './platform/http-timeouts';
import { handleShutdownSignals } from './platform/shutdown';
import { seedDemoAccounts, seedDemoLots, seedDemoMembers, seedDemoProducers, seedReferenceData } from './seed';

/** One clear line on stderr and exit 1: no stack trace for an operator's mistake. */
function fail(prefix: string, error: unknown): never {
  const message = error instanceof Error ? error.message || (error as NodeJS.ErrnoException).code || error.name : String(error);
  process.stderr.write(`${prefix}: ${message}\n`);
  process.exit(1);
}

function readConfig(): AppConfig {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail('Yapılandırma hatası', error);
    throw error;
  }
}

const config = readConfig();
let app: App | undefined;
let outbox: OutboxSender | undefined;

let database: Database;
/** Any constant unlike the migrations' and the reference seed's own locks: serialises the demo seed of instances starting together. */
const SEED_LOCK = 72_616_003;

try {
  const open = () => openDatabase(config, { onPoolError: (error) => app?.log.error({ err: error }, 'idle database connection failed') });
  database = await openWhenReachable(open, {
    waitMs: config.databaseWaitSeconds * 1_000,
    onRetry: (attempt, reason, delayMs) =>
      process.stderr.write(`Veritabanına ulaşılamadı (deneme ${attempt}: ${reason}); ${delayMs / 1_000} sn sonra yeniden denenecek\n`),
  });
} catch (error) {
  fail(error instanceof DatabaseWaitError ? 'Başlatma hatası' : 'Başlatma hatası: veritabanı açılamadı', error);
}

try {
  app = await buildApp({ config, database });
  if (config.seedDemo) {
    const seeding = app;
    // Instances starting together seed one after the other; each seeder skips what exists.
    await database.exclusive(SEED_LOCK, async () => {
      await seedDemoAccounts(seeding);
      await seedReferenceData(database, seeding.log);
      // After the plants (reference data) and the demo members (accounts) it refers to.
      await seedDemoProducers(database, seeding.log);
      await seedDemoMembers(database, seeding.log);
      // After the producers' areas and the reference licences its lot uses.
      await seedDemoLots(database, seeding.log);
    });
  }
  // The outbox stops claiming at the signal; the sends in flight get half the shutdown time to
  // end, then their rows are released (the database still open) and the process exits in time.
  const stopBackground = async () => outbox?.stop({ graceMs: Math.floor(config.shutdownTimeoutMs / 2) });
  handleShutdownSignals(app, { timeoutMs: config.shutdownTimeoutMs, stopBackground, cleanup: () => database.close() });
  applyHttpTimeouts(app.server, config);
  await app.listen({ host: config.host, port: config.port });
  outbox = startOutboxSender(app, { intervalMs: 2_000, leaseSeconds: config.outboxLeaseSeconds });
  app.log.info(
    { driver: database.driver, baseDomain: config.baseDomain, nodeEnv: config.nodeEnv },
    'API ready',
  );
} catch (error) {
  await app?.close().catch(() => undefined);
  await outbox?.stop().catch(() => undefined);
  await database.close().catch(() => undefined);
  fail('Başlatma hatası', error);
}
