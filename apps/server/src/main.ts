import { mkdirSync } from 'node:fs';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { embeddedDatabaseIsNew, isPreparingOnly, prepareInChildProcess } from './db/first-start';
import { prepareInitialData } from './db/seed/initial-data';
import { sweepExpired } from './sweep';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = loadConfig();
  mkdirSync(config.dataDir, { recursive: true });
  const preparingOnly = isPreparingOnly();
  if (!config.databaseUrl && !preparingOnly && embeddedDatabaseIsNew(config.dataDir)) await prepareInChildProcess();
  let logIdleError = (error: Error) => console.warn(`database connection lost: ${error.message}`);
  const database = openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, onIdleError: (error) => logIdleError(error) }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  await database.migrate();

  const app = await buildApp({ config, database, jobWorker: !preparingOnly });
  app.addHook('onClose', () => database.close());
  // pg hangs the whole client on the error: only what it says goes to the log.
  logIdleError = (error) =>
    app.log.warn(
      { db: { code: (error as { code?: unknown }).code, message: error.message } },
      'database connection lost; the pool replaces it',
    );

  await prepareInitialData({ db: database.db, services: app.services, log: app.log }, config, {
    printDemoLogins: !preparingOnly,
  });
  if (preparingOnly) {
    await app.close();
    process.exit(0);
  }

  const sweep = () => sweepExpired(app.services, config.retention, app.log);
  void sweep();
  setInterval(sweep, 60 * 60 * 1000).unref();

  // Requests in flight finish, new ones get 503 (Fastify's return503OnClosing); one that hangs
  // does not keep the process from stopping.
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('requests still running after 10 s; exiting anyway');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Grant is running on http://localhost:${config.port} (database: ${database.engine})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
