import { describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache';

describe('createReadCache', () => {
  const counter = () => {
    let calls = 0;
    return { count: async () => ++calls, calls: () => calls };
  };

  it('counts once within the time to live, and again after it', async () => {
    let now = 1000;
    const cache = createReadCache({ ttlMs: 5000, now: () => now });
    const c = counter();
    expect(await cache.get('pending', c.count)).toBe(1);
    now += 4999;
    expect(await cache.get('pending', c.count)).toBe(1);
    now += 1;
    expect(await cache.get('pending', c.count)).toBe(2);
  });

  it('forgets every total on clear (a write), and keeps each filter apart', async () => {
    const cache = createReadCache();
    const c = counter();
    expect(await cache.get('a', c.count)).toBe(1);
    expect(await cache.get('b', c.count)).toBe(2);
    cache.clear();
    expect(await cache.get('a', c.count)).toBe(3);
  });

  it('shares one count between callers that miss at once, and does not keep a failed one', async () => {
    const cache = createReadCache();
    const c = counter();
    const [x, y] = await Promise.all([cache.get('k', c.count), cache.get('k', c.count)]);
    expect([x, y, c.calls()]).toEqual([1, 1, 1]);
    await expect(cache.get('bad', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('bad', c.count)).toBe(2);
  });

  it('keeps at most maxEntries totals, dropping the oldest', async () => {
    const cache = createReadCache({ maxEntries: 2 });
    const c = counter();
    await cache.get('a', c.count);
    await cache.get('b', c.count);
    await cache.get('c', c.count);
    expect(await cache.get('a', c.count)).toBe(4);
  });

  it('does not keep a load that was running when a write cleared the cache', async () => {
    const cache = createReadCache();
    let release: (value: number) => void = () => {};
    const before = cache.get('k', () => new Promise<number>((resolve) => (release = resolve)));
    cache.clear();
    release(1);
    expect(await before).toBe(1);
    expect(await cache.get('k', async () => 2)).toBe(2);
  });

  it('freezes what it keeps, so that no caller changes what the next one reads', async () => {
    const cache = createReadCache();
    const rows = await cache.get('rows', async () => [{ status: 'pending' }]);
    const [row] = rows as { status: string }[];
    expect(() => {
      if (row) row.status = 'done';
    }).toThrow(TypeError);
    expect(Object.isFrozen(rows)).toBe(true);
  });

  it('keeps a key for its own time to live when one is given, and forgets one key on delete', async () => {
    let now = 0;
    const cache = createReadCache({ ttlMs: 5000, now: () => now });
    const c = counter();
    expect(await cache.get('session', c.count, { ttlMs: 1000 })).toBe(1);
    expect(await cache.get('list', c.count)).toBe(2);
    now += 1000;
    expect(await cache.get('session', c.count, { ttlMs: 1000 })).toBe(3);
    cache.delete('session');
    expect(await cache.get('session', c.count, { ttlMs: 1000 })).toBe(4);
    expect(await cache.get('list', c.count)).toBe(2);
  });

  it('peeks only at loaded, fresh values', async () => {
    let now = 0;
    const cache = createReadCache({ ttlMs: 5000, now: () => now });
    let release: (value: number) => void = () => {};
    const loading = cache.get('k', () => new Promise<number>((resolve) => (release = resolve)));
    expect(cache.peek('k')).toBeUndefined();
    release(7);
    await loading;
    expect(cache.peek('k')).toBe(7);
    now += 5000;
    expect(cache.peek('k')).toBeUndefined();
  });

  it('keeps a reserved value made elsewhere, unless a write cleared the cache meanwhile', () => {
    const cache = createReadCache();
    cache.reserve<string>('answer').keep('made in time', ['t']);
    expect(cache.peek('answer')).toBe('made in time');
    const reservation = cache.reserve<string>('answer');
    cache.clear();
    reservation.keep('made across a write', ['t']);
    expect(cache.peek('answer')).toBeUndefined();
  });

  it('drops only the entries with a tag a write names, and keeps the rest', async () => {
    const cache = createReadCache();
    const c = counter();
    expect(await cache.get('dhaka', c.count, { tags: ['requests', 'O+ Dhaka'] })).toBe(1);
    expect(await cache.get('sylhet', c.count, { tags: ['requests', 'O+ Sylhet'] })).toBe(2);
    cache.invalidate(['O+ Dhaka']);
    expect(await cache.get('dhaka', c.count, { tags: ['requests', 'O+ Dhaka'] })).toBe(3);
    expect(await cache.get('sylhet', c.count, { tags: ['requests', 'O+ Sylhet'] })).toBe(2);
    cache.invalidate(['requests']);
    expect(await cache.get('sylhet', c.count, { tags: ['requests', 'O+ Sylhet'] })).toBe(4);
  });

  it('does not keep a reserved value when one of its tags was invalidated meanwhile, but does when others were', () => {
    const cache = createReadCache();
    const reservation = cache.reserve<string>('answer');
    cache.invalidate(['elsewhere']);
    reservation.keep('still good', ['here']);
    expect(cache.peek('answer')).toBe('still good');
    const late = cache.reserve<string>('late');
    cache.invalidate(['here']);
    late.keep('stale', ['here']);
    expect(cache.peek('late')).toBeUndefined();
  });

  it('lets callers wait for a reserved value: they get it once kept, nothing when it is refused or released', async () => {
    const cache = createReadCache();
    expect(cache.coming('answer')).toBeUndefined();
    const first = cache.reserve<string>('answer');
    const second = cache.reserve<string>('answer');
    const waiting = cache.coming<string>('answer');
    first.keep('made', ['here']);
    expect(await waiting).toBe('made');
    // The reservation waited for is the first; once it settles, no one waits for the second.
    expect(cache.coming('answer')).toBeUndefined();
    second.keep('made again', ['here']);
    expect(cache.peek('answer')).toBe('made again');

    const stale = cache.reserve<string>('late');
    const waitingForStale = cache.coming<string>('late');
    cache.invalidate(['here']);
    stale.keep('made across a write', ['here']);
    expect(await waitingForStale).toBeUndefined();

    const failed = cache.reserve<string>('failed');
    const waitingForFailed = cache.coming<string>('failed');
    failed.release();
    failed.keep('too late', []);
    expect(await waitingForFailed).toBeUndefined();
    expect(cache.coming('failed')).toBeUndefined();
  });

  it('lets go of the callers of a reservation never kept nor released, once a value would have expired', async () => {
    let now = 0;
    const cache = createReadCache({ ttlMs: 5000, now: () => now });
    const forgotten = cache.reserve<string>('answer');
    const waiting = cache.coming<string>('answer');
    now += 5001;
    expect(cache.coming('answer')).toBeUndefined();
    expect(await waiting).toBeUndefined();
    const next = cache.reserve<string>('answer');
    const waitingForNext = cache.coming<string>('answer');
    forgotten.keep('late', []);
    next.keep('made', []);
    expect(await waitingForNext).toBe('made');
  });

  it('tells its listeners what was invalidated, unless it came from elsewhere', () => {
    const cache = createReadCache();
    const heard: unknown[] = [];
    cache.onInvalidate((tags) => heard.push(tags));
    cache.invalidate(['a', 'b']);
    cache.invalidate(['c'], true);
    cache.clear();
    cache.clear(true);
    expect(heard).toEqual([['a', 'b'], 'all']);
  });

  it('keeps nothing with a time to live of 0 (READ_CACHE_MS=0)', async () => {
    const cache = createReadCache({ ttlMs: 0 });
    const c = counter();
    await cache.get('k', c.count);
    expect(await cache.get('k', c.count)).toBe(2);
    const reservation = cache.reserve<string>('answer');
    expect(cache.coming('answer')).toBeUndefined();
    reservation.keep('x', []);
    expect(cache.peek('answer')).toBeUndefined();
  });
});
