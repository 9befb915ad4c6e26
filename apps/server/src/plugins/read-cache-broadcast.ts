import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ReadCache } from '../lib/read-cache';

const CHANNEL = 'grant:read-cache:invalidate';

/** What one process tells the others: the tags its write invalidated, or 'all'. */
interface Invalidation {
  from: string;
  tags: readonly string[] | 'all';
}

/**
 * Several server processes (REDIS_URL set): a write in one invalidates the same tags in every
 * process's read cache (lib/read-cache.ts, decisions 0019 and 0033) through Redis publish/subscribe,
 * so a block, a sign-out or a new request shows on the others within milliseconds rather than the
 * cache's time to live. Each invalidation is published before the write's answer is sent. If Redis
 * is away, a process falls back to the time to live.
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

  subscriber.on('message', (_channel: string, message: string) => {
    let invalidation: Invalidation;
    try {
      invalidation = JSON.parse(message) as Invalidation;
    } catch {
      return opts.cache.clear(true);
    }
    if (invalidation.from === origin) return;
    if (invalidation.tags === 'all' || !Array.isArray(invalidation.tags)) opts.cache.clear(true);
    else opts.cache.invalidate(invalidation.tags, true);
  });
  // A message missed while the subscription was down may have left stale reads: start afresh.
  subscriber.on('ready', () => opts.cache.clear(true));
  for (const client of [publisher, subscriber]) {
    client.on('error', (error) => app.log.warn({ err: error }, 'Redis (read cache broadcast) is not reachable'));
  }
  await subscriber.subscribe(CHANNEL).catch((error) => app.log.warn({ err: error }, 'could not subscribe to read cache invalidations'));

  opts.cache.onInvalidate((tags) => {
    const message: Invalidation = { from: origin, tags };
    publisher
      .publish(CHANNEL, JSON.stringify(message))
      .catch((error) => app.log.warn({ err: error }, 'could not publish a read cache invalidation'));
  });
});
