import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARDS, payBody } from '../../../test/payment-factories';
import { openTestDatabase, type TestDatabase } from '../../../test/test-database';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';

/**
 * No card number is stored or logged, in any outcome. The app runs with its real logger (its
 * redaction included) at the most verbose level, writing into memory; afterwards every table of the
 * database and every log line are searched for the numbers that were sent.
 */
let app: FastifyInstance;
let database: TestDatabase;
let dataDir: string;
const logLines: string[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'grant-card-data-'));
  database = await openTestDatabase();
  const config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'trace' }) };
  app = await buildApp({
    config,
    database: database.handle,
    logStream: { write: (line) => void logLines.push(line) },
    webDistDir: path.join(dataDir, 'no-web-build'),
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Rows of a raw query, whichever engine answered (both give `rows`). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Every row of every table in the public schema, as text. */
async function wholeDatabaseAsText(): Promise<string> {
  const { db } = database.handle;
  const tables = rowsOf<{ table_name: string }>(
    await db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`),
  );
  expect(tables.map((t) => t.table_name)).toContain('payments');
  const dumps: string[] = [];
  for (const { table_name } of tables) {
    dumps.push(JSON.stringify(rowsOf(await db.execute(sql`select * from ${sql.identifier(table_name)}`))));
  }
  return dumps.join('\n');
}

/** The number as it may be written: typed with spaces, or digits only. */
const forms = (number: string) => [number, number.replace(/\s/g, '')];

describe('card data', () => {
  const sent = [
    CARDS.success,
    CARDS.genericDecline,
    CARDS.insufficientFunds,
    CARDS.expired,
    CARDS.incorrectCvc,
    CARDS.processingError,
    '4111 1111 1111 1111',
    '4242 4242 4242 4241',
  ];

  beforeAll(async () => {
    for (const number of sent) {
      await app.inject({ method: 'POST', url: '/api/payments', payload: payBody(120, number, { cvc: '987' }) });
    }
    // Bad input too: the validation path must not echo the number either.
    await app.inject({ method: 'POST', url: '/api/payments', payload: { amount: 5, card: { number: '5555 5555 5555 4444', cvc: 'x' } } });
  });

  it('reached the payments: both successes and declines were recorded', async () => {
    const text = await wholeDatabaseAsText();
    expect(text).toContain('succeeded');
    expect(text).toContain('insufficient_funds');
  });

  it('stores no card number, in any table', async () => {
    const text = await wholeDatabaseAsText();
    for (const number of [...sent, '5555 5555 5555 4444']) {
      for (const form of forms(number)) expect(text, form).not.toContain(form);
    }
    expect(text).not.toContain('"987"');
  });

  it('logs no card number, even at trace level', () => {
    expect(logLines.length).toBeGreaterThan(sent.length); // the requests were logged
    const log = logLines.join('');
    for (const number of [...sent, '5555 5555 5555 4444']) {
      for (const form of forms(number)) expect(log, form).not.toContain(form);
    }
  });

  it('redacts card fields if anything ever logs them', () => {
    logLines.length = 0;
    app.log.info({ card: { number: '4242424242424242', cvc: '987' }, body: { card: { number: '4000000000000002' } } }, 'careless');
    const line = logLines.join('');
    expect(line).toContain('careless');
    expect(line).not.toContain('4242424242424242');
    expect(line).not.toContain('4000000000000002');
    // The quoted value, since the line's time or pid may hold the same digits.
    expect(line).not.toContain('"987"');
  });
});
