/**
 * Totals of the public lists (their X-Total-Count), kept a few seconds. On a large table the count
 * is most of a list's cost: the first page of /api/pending reads 10 index entries, its total
 * 100,000 of a million requests. Writes made through this process clear every total at once, so
 * this process never shows a stale total after its own change; another process's change shows
 * within `ttlMs`. Callers waiting on the same missing total share one count.
 */
export interface CountCache {
  get(key: string, count: () => Promise<number>): Promise<number>;
  clear(): void;
}

export interface CountCacheOptions {
  ttlMs?: number;
  /** Distinct filters kept at most (the oldest goes first); the public filters number a few hundred. */
  maxEntries?: number;
  now?: () => number;
}

export function createCountCache({ ttlMs = 5000, maxEntries = 1000, now = Date.now }: CountCacheOptions = {}): CountCache {
  const entries = new Map<string, { total: Promise<number>; expires: number }>();

  return {
    get(key, count) {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.total;
      entries.delete(key);
      const total = count();
      if (ttlMs <= 0) return total;
      entries.set(key, { total, expires: now() + ttlMs });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      // A failed count is not kept: the next caller tries again.
      total.catch(() => {
        if (entries.get(key)?.total === total) entries.delete(key);
      });
      return total;
    },
    clear() {
      entries.clear();
    },
  };
}
