import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../src/app';
import { type AppConfig, loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import type { Services } from '../src/services';
import { openTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  db: Database;
  engine: 'pglite' | 'postgres';
  /** DATA_DIR of this app: uploads land in `<dataDir>/uploads`. */
  dataDir: string;
  /** Every /api route as Fastify registered it (method, url, config, schema), HEAD twins left out. */
  apiRoutes: RouteOptions[];
  /** How many requests Fastify has answered: a kept answer sent by the server's own listener is not one of them. */
  routedRequests(): number;
  close(): Promise<void>;
}

/** The whole server on a fresh database and a temporary DATA_DIR, without a web build, for `app.inject`. */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: {
    jobWorker?: boolean;
    /** A web build to serve (a test's own files); none by default. */
    webDistDir?: string;
    /** The app's own logger at this level, its lines kept here; no log by default. */
    log?: { level: AppConfig['logLevel']; lines: string[] };
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'grant-test-'));
  const database = await openTestDatabase();
  // Every injected request comes from one address; tests about the per-address login limit set their own.
  const config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }),
    ...(options.log ? { logLevel: options.log.level } : {}),
    loginIpRateLimit: { max: 100_000, windowMs: 60_000 },
    ...overrides,
  };
  const leaks: string[] = [];
  const apiRoutes: RouteOptions[] = [];
  const onRoute = (route: RouteOptions) => {
    if (route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && route.method !== 'HEAD') apiRoutes.push(route);
  };
  let app: FastifyInstance;
  let routed = 0;
  try {
    app = await buildApp({
      config,
      database: database.handle,
      ...(options.log ? { logStream: { write: (line: string) => void options.log?.lines.push(line) } } : { logger: false }),
      webDistDir: options.webDistDir ?? path.join(dataDir, 'no-web-build'),
      // Off unless asked for: a test runs queued jobs itself (services.jobWorker.drain), when it wants to.
      jobWorker: options.jobWorker ?? false,
      onRoute,
    });
    // A safety net under every API test: no answer may ever carry a password hash.
    app.addHook('onSend', async (request, _reply, payload) => {
      if (typeof payload === 'string' && /\$argon2|password_?hash/i.test(payload)) leaks.push(`${request.method} ${request.url}`);
      return payload;
    });
    // onResponse: it runs for an answer a hook sent itself too (the kept ones), where later onRequest hooks do not.
    app.addHook('onResponse', (_request, _reply, done) => {
      routed++;
      done();
    });
    await app.ready();
  } catch (error) {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    app,
    services: app.services,
    db: database.handle.db,
    engine: database.handle.engine,
    dataDir,
    apiRoutes,
    routedRequests: () => routed,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
      if (leaks.length > 0) throw new Error(`A password hash was sent in: ${leaks.join(', ')}`);
    },
  };
}
