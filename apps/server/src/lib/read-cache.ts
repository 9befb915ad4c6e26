/**
 * Reads kept a few seconds: the public lists, their totals and single requests, which a busy day
 * asks for thousands of times a second and which change far less often. On a large table the count
 * is most of a list's cost (the first page of /api/pending reads 10 index entries, its total 100,000
 * of a million requests), and on two cores every query saved is throughput (bench/README.md).
 *
 * Writes made through this process clear the whole cache once they are done, so this process never
 * shows a stale read after its own change; another process's change shows within `ttlMs`. Callers
 * missing the same key at once share one load. A load still running when the cache is cleared is not
 * kept. Values are frozen (shallowly) so that no caller can change what the next one gets.
 */
export interface ReadCache {
  /** `ttlMs` overrides the cache's own time to live for this key (sessions are kept shorter). */
  get<T>(key: string, load: () => Promise<T>, ttlMs?: number): Promise<T>;
  /** The value of a key, if it is loaded and fresh; never waits and never loads. */
  peek<T>(key: string): T | undefined;
  /**
   * For a value made elsewhere (a whole answer, made by a route's handler): call before making it;
   * the function it answers keeps the value, unless the cache was cleared in between.
   */
  reserve<T>(key: string): (value: T) => void;
  /** Forgets one key (a change that concerns nothing else). */
  delete(key: string): void;
  /** Drops everything after a write; `fromElsewhere`: another process's write, not told to the listeners again. */
  clear(fromElsewhere?: boolean): void;
  /** Told of every clear made here (plugins/read-cache-broadcast.ts tells the other processes). */
  onClear(listener: () => void): void;
}

export interface ReadCacheOptions {
  ttlMs?: number;
  /** Distinct keys kept at most (the oldest goes first). */
  maxEntries?: number;
  now?: () => number;
}

const freeze = <T>(value: T): T => {
  if (Array.isArray(value)) for (const item of value) Object.freeze(item);
  return typeof value === 'object' && value !== null ? Object.freeze(value) : value;
};

/** How long a read is kept unless a caller says otherwise. */
export const READ_CACHE_TTL_MS = 5000;

export function createReadCache({ ttlMs = READ_CACHE_TTL_MS, maxEntries = 5000, now = Date.now }: ReadCacheOptions = {}): ReadCache {
  const entries = new Map<string, { value: Promise<unknown>; expires: number; settled?: { value: unknown } }>();
  /** Counts clears: a value made across a clear may be stale, and is not kept. */
  let generation = 0;
  const clearListeners: (() => void)[] = [];
  const keep = (key: string, entry: { value: Promise<unknown>; expires: number; settled?: { value: unknown } }) => {
    entries.set(key, entry);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  };

  return {
    get<T>(key: string, load: () => Promise<T>, keyTtlMs = ttlMs): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value as Promise<T>;
      entries.delete(key);
      const value = load().then(freeze);
      if (keyTtlMs <= 0) return value;
      const entry: { value: Promise<unknown>; expires: number; settled?: { value: unknown } } = { value, expires: now() + keyTtlMs };
      keep(key, entry);
      value.then(
        (loaded) => {
          entry.settled = { value: loaded };
        },
        () => {},
      );
      // A failed load is not kept: the next caller tries again.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    peek<T>(key: string): T | undefined {
      const hit = entries.get(key);
      return hit?.settled && hit.expires > now() ? (hit.settled.value as T) : undefined;
    },
    reserve<T>(key: string) {
      const reservedAt = generation;
      return (value: T) => {
        if (generation !== reservedAt || ttlMs <= 0) return;
        const settled = { value: freeze(value) };
        keep(key, { value: Promise.resolve(settled.value), expires: now() + ttlMs, settled });
      };
    },
    delete(key) {
      entries.delete(key);
    },
    clear(fromElsewhere = false) {
      generation++;
      entries.clear();
      if (!fromElsewhere) for (const listener of clearListeners) listener();
    },
    onClear(listener) {
      clearListeners.push(listener);
    },
  };
}
