import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ReadCache } from '../lib/read-cache';

const CHANNEL = 'grant:read-cache:clear';

/**
 * Several server processes (REDIS_URL set): a write in one clears every process's read cache
 * (lib/read-cache.ts, decision 0019) through Redis publish/subscribe, so a block, a sign-out or a new
 * request shows on the others within milliseconds rather than the cache's time to live. Each clear is
 * published before the write's answer is sent. If Redis is away, a process falls back to the time to live.
 */
export const readCacheBroadcastPlugin = fp(async (app: FastifyInstance, opts: { cache: ReadCache; redisUrl: string }) => {
  const origin = randomUUID();
  const { Redis } = await import('ioredis');
  const publisher = new Redis(opts.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  const subscriber = new Redis(opts.redisUrl, { maxRetriesPerRequest: null });
  app.addHook('onClose', async () => {
    publisher.disconnect();
    subscriber.disconnect();
  });

  subscriber.on('message', (_channel: string, from: string) => {
    if (from !== origin) opts.cache.clear(true);
  });
  // A message missed while the subscription was down may have left stale reads: start afresh.
  subscriber.on('ready', () => opts.cache.clear(true));
  for (const client of [publisher, subscriber]) {
    client.on('error', (error) => app.log.warn({ err: error }, 'Redis (read cache broadcast) is not reachable'));
  }
  await subscriber.subscribe(CHANNEL).catch((error) => app.log.warn({ err: error }, 'could not subscribe to read cache clears'));

  opts.cache.onClear(() => {
    publisher.publish(CHANNEL, origin).catch((error) => app.log.warn({ err: error }, 'could not publish a read cache clear'));
  });
});
