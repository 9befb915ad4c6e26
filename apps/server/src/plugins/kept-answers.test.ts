import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createReadCache } from '../lib/read-cache';
import { callerAnswerKey, type KeptAnswer, keptAnswersFirst, publicAnswerKey } from './kept-answers';

const LIST = '/api/pending?page=1&limit=10';
const payload = JSON.stringify(Array.from({ length: 40 }, (_, i) => ({ _id: String(i), recipientName: `Patient ${i}` })));
const keptAnswer = (extra: Partial<KeptAnswer> = {}): KeptAnswer => ({
  payload,
  etag: 'W/"kept"',
  headers: { 'x-total-count': '40' },
  head: { 'cache-control': 'public, no-cache', 'content-type': 'application/json; charset=utf-8', 'x-total-count': '40', etag: 'W/"kept"' },
  bodies: {},
  ...extra,
});

/** What Fastify's serverFactory is given: its handler (here a spy answering 418) and its options. */
const FASTIFY_OPTIONS = { keepAliveTimeout: 72_000, requestTimeout: 0, connectionTimeout: 0, maxRequestsPerSocket: 0 };

let server: http.Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function start(inFront: () => boolean = () => true) {
  const answers = createReadCache();
  const fastify = vi.fn((_request: http.IncomingMessage, response: http.ServerResponse) => {
    response.statusCode = 418;
    response.end('fastify');
  });
  server = keptAnswersFirst(answers, inFront)(fastify, FASTIFY_OPTIONS) as http.Server;
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  /** One request on the socket, its body as sent (not decompressed). */
  const call = (path: string, method = 'GET', headers: IncomingHttpHeaders = {}) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, path, method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      });
      request.on('error', reject);
      request.end();
    });
  return { answers, fastify, call, server: server as http.Server };
}

describe("kept answers sent by the server's own listener", () => {
  it('sends a kept public list without Fastify: plain, compressed, HEAD and 304', async () => {
    const { answers, fastify, call } = await start();
    answers.reserve<KeptAnswer>(publicAnswerKey(LIST)).keep(keptAnswer(), ['requests']);

    const plain = await call(LIST);
    expect(plain.status).toBe(200);
    expect(plain.body.toString()).toBe(payload);
    expect(plain.headers).toMatchObject({ 'x-total-count': '40', etag: 'W/"kept"', 'content-length': String(payload.length) });
    const gzip = await call(LIST, 'GET', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(payload);
    const head = await call(LIST, 'HEAD');
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(String(payload.length));
    expect((await call(LIST, 'GET', { 'if-none-match': 'W/"kept"' })).status).toBe(304);
    expect(fastify).not.toHaveBeenCalled();
  });

  it('leaves to Fastify what it keeps no answer for, another origin, other methods, and everything while told not to', async () => {
    let inFront = true;
    const { answers, fastify, call } = await start(() => inFront);
    answers.reserve<KeptAnswer>(publicAnswerKey(LIST)).keep(keptAnswer(), ['requests']);

    expect((await call('/api/pending?page=2&limit=10')).status).toBe(418);
    expect((await call(LIST, 'GET', { origin: 'https://elsewhere.example' })).status).toBe(418);
    expect((await call(LIST, 'POST')).status).toBe(418);
    answers.invalidate(['requests']);
    expect((await call(LIST)).status).toBe(418);
    answers.reserve<KeptAnswer>(publicAnswerKey(LIST)).keep(keptAnswer(), ['requests']);
    inFront = false;
    expect((await call(LIST)).status).toBe(418);
    expect(fastify).toHaveBeenCalledTimes(5);
  });

  it("sends a caller's own answer to the bearer of that token alone, and only while their session may last", async () => {
    const { answers, call } = await start();
    const own = '/api/request/someone%40example.com';
    const put = (validUntil: number) =>
      answers.reserve<KeptAnswer>(callerAnswerKey('token-1', own)).keep(keptAnswer({ etag: undefined, validUntil }), ['sessions']);

    put(Date.now() + 60_000);
    expect((await call(own, 'GET', { authorization: 'Bearer token-1' })).status).toBe(200);
    expect((await call(own, 'GET', { authorization: 'Bearer token-2' })).status).toBe(418);
    expect((await call(own)).status).toBe(418);
    put(Date.now() - 1);
    expect((await call(own, 'GET', { authorization: 'Bearer token-1' })).status).toBe(418);
  });

  it('leaves to Fastify a kept answer it cannot send, rather than ending the process', async () => {
    const { answers, fastify, call } = await start();
    const broken = keptAnswer({ head: { 'x-broken': 'line\nbreak' } });
    answers.reserve<KeptAnswer>(publicAnswerKey(LIST)).keep(broken, ['requests']);
    expect((await call(LIST)).status).toBe(418);
    expect(fastify).toHaveBeenCalledTimes(1);
  });

  it('lets the callers that come while an answer is being made wait for it, or go to Fastify when it is not kept', async () => {
    const { answers, fastify, call } = await start();
    const making = answers.reserve<KeptAnswer>(publicAnswerKey(LIST));
    const waiting = [call(LIST), call(LIST, 'GET', { 'if-none-match': 'W/"kept"' })];
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fastify).not.toHaveBeenCalled();
    making.keep(keptAnswer(), ['requests']);
    const [plain, revalidated] = await Promise.all(waiting);
    expect(plain?.body.toString()).toBe(payload);
    expect(revalidated?.status).toBe(304);

    answers.invalidate(['requests']);
    const stale = answers.reserve<KeptAnswer>(publicAnswerKey(LIST));
    const afterWrite = call(LIST);
    await new Promise((resolve) => setTimeout(resolve, 50));
    answers.invalidate(['requests']);
    stale.keep(keptAnswer(), ['requests']);
    expect((await afterWrite).status).toBe(418);

    const own = '/api/request/someone%40example.com';
    const failing = answers.reserve<KeptAnswer>(callerAnswerKey('token-1', own));
    const caller = call(own, 'GET', { authorization: 'Bearer token-1' });
    const other = call(own, 'GET', { authorization: 'Bearer token-2' });
    expect((await other).status).toBe(418);
    failing.release();
    expect((await caller).status).toBe(418);
    expect(fastify).toHaveBeenCalledTimes(3);
  });

  it('keeps the server settings Fastify would have given its own server', async () => {
    const { server: made } = await start();
    expect(made.keepAliveTimeout).toBe(FASTIFY_OPTIONS.keepAliveTimeout);
    expect(made.requestTimeout).toBe(FASTIFY_OPTIONS.requestTimeout);
  });
});
