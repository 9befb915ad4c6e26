import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { openTestDatabase } from '../../../test/test-database';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 with the database engine and that it is up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: { engine: t.engine, up: true } });
  });

  it('names the engine the tests run on', () => {
    expect(t.engine).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });
});

describe('GET /api/health with the database down', () => {
  it('answers 503 degraded', async () => {
    const database = await openTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(os.tmpdir(), `grant-health-${process.pid}`) });
    const app = await buildApp({
      config,
      database: { ...database.handle, ping: async () => false },
      logger: false,
      webDistDir: '/nonexistent',
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'degraded', database: { engine: database.handle.engine, up: false } });
    } finally {
      await app.close();
      await database.close();
      await rm(config.dataDir, { recursive: true, force: true });
    }
  });
});
