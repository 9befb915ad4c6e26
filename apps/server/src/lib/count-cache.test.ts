import { describe, expect, it } from 'vitest';
import { createCountCache } from './count-cache';

describe('createCountCache', () => {
  const counter = () => {
    let calls = 0;
    return { count: async () => ++calls, calls: () => calls };
  };

  it('counts once within the time to live, and again after it', async () => {
    let now = 1000;
    const cache = createCountCache({ ttlMs: 5000, now: () => now });
    const c = counter();
    expect(await cache.get('pending', c.count)).toBe(1);
    now += 4999;
    expect(await cache.get('pending', c.count)).toBe(1);
    now += 1;
    expect(await cache.get('pending', c.count)).toBe(2);
  });

  it('forgets every total on clear (a write), and keeps each filter apart', async () => {
    const cache = createCountCache();
    const c = counter();
    expect(await cache.get('a', c.count)).toBe(1);
    expect(await cache.get('b', c.count)).toBe(2);
    cache.clear();
    expect(await cache.get('a', c.count)).toBe(3);
  });

  it('shares one count between callers that miss at once, and does not keep a failed one', async () => {
    const cache = createCountCache();
    const c = counter();
    const [x, y] = await Promise.all([cache.get('k', c.count), cache.get('k', c.count)]);
    expect([x, y, c.calls()]).toEqual([1, 1, 1]);
    await expect(cache.get('bad', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('bad', c.count)).toBe(2);
  });

  it('keeps at most maxEntries totals, dropping the oldest', async () => {
    const cache = createCountCache({ maxEntries: 2 });
    const c = counter();
    await cache.get('a', c.count);
    await cache.get('b', c.count);
    await cache.get('c', c.count);
    expect(await cache.get('a', c.count)).toBe(4);
  });
});
