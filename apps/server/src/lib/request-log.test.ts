import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

interface LogLine {
  msg: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
}

/** The request log (OneLinePerRequest in lib/log-options.ts), read from the app's own logger. */
describe.each(['info', 'debug'] as const)('the request log at %s', (level) => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { log: { level, lines } });
  });
  afterAll(() => t.close());

  /** The lines one request writes. */
  async function loggedBy(url: string) {
    lines.length = 0;
    const res = await t.app.inject({ method: 'GET', url });
    const logged = lines.map((line) => JSON.parse(line) as LogLine);
    return { res, text: lines.join('\n'), withMessage: (msg: string) => logged.filter((line) => line.msg === msg) };
  }

  it('writes one line per answered request, with what was asked and how it went; secrets in the URL hidden', async () => {
    const { res, text, withMessage } = await loggedBy('/api/auth/google/callback?code=secret-code-1&state=x');
    const completed = withMessage('request completed');
    expect(completed).toHaveLength(1);
    expect(completed[0]?.req).toMatchObject({ method: 'GET', url: '/api/auth/google/callback?code=%5BRedacted%5D&state=%5BRedacted%5D' });
    expect(completed[0]?.res?.statusCode).toBe(res.statusCode);
    expect(completed[0]?.responseTime).toBeGreaterThan(0);
    expect(withMessage('incoming request')).toHaveLength(level === 'debug' ? 1 : 0);
    expect(text).not.toContain('secret-code-1');
  });

  it('logs a public list answered whole from memory only at debug', async () => {
    const url = '/api/pending?page=1&limit=10';
    const first = await loggedBy(url);
    const again = await loggedBy(url);
    expect(again.res.body).toBe(first.res.body);
    expect(first.withMessage('request completed')).toHaveLength(1);
    expect(again.withMessage('request completed')).toHaveLength(level === 'debug' ? 1 : 0);
  });
});
