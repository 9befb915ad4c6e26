import { mkdirSync } from 'node:fs';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DEMO_PASSWORD, DEMO_PEOPLE, seedDemoData } from './db/seed/demo-data';
import { ensureFirstAdmin } from './db/seed/first-admin';

async function main() {
  const config = loadConfig();
  mkdirSync(config.dataDir, { recursive: true });
  let logIdleError = (error: Error) => console.warn(`database connection lost: ${error.message}`);
  const database = openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, onIdleError: (error) => logIdleError(error) }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  await database.migrate();

  const app = await buildApp({ config, database });
  app.addHook('onClose', () => database.close());
  logIdleError = (error) => app.log.warn({ err: error }, 'database connection lost; the pool replaces it');

  if (config.admin) await ensureFirstAdmin(app.services, config.admin, app.log);
  if (config.demoData) {
    await seedDemoData(database.db, app.services.imageStore, app.log);
    const logins = DEMO_PEOPLE.slice(0, 3).map((p) => `${(p.role ?? 'donner').padEnd(9)} ${p.email}`);
    app.log.info(`Demo logins (password ${DEMO_PASSWORD}):\n  ${logins.join('\n  ')}`);
  }

  const sweep = () => app.services.auth.sweepExpiredSessions().catch((error) => app.log.warn({ err: error }, 'session sweep failed'));
  void sweep();
  setInterval(sweep, 60 * 60 * 1000).unref();

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
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
