/**
 * Reads kept a few seconds: the public lists, their totals and single requests, which a busy day
 * asks for thousands of times a second and which change far less often (bench/README.md).
 *
 * Each entry carries tags: the families of rows it was read from (decision 0033). A write names the
 * tags its rows belong to, once it is done (a transaction's once it commits), and only the entries
 * with one of those tags are dropped, so a trickle of new requests in Dhaka leaves Sylhet's search
 * answers alone. This process never shows a stale read after its own change; another process's
 * change arrives through Redis (plugins/read-cache-broadcast.ts) or, without it, within `ttlMs`.
 *
 * Callers missing the same key at once share one load. A load or answer made across an invalidation
 * of one of its tags is not kept. Values are frozen (shallowly) so that no caller can change what the
 * next one gets.
 */
export interface ReadCache {
  get<T>(key: string, load: () => Promise<T>, options?: EntryOptions): Promise<T>;
  /** The value of a key, if it is loaded and fresh; never waits and never loads. */
  peek<T>(key: string): T | undefined;
  /**
   * For a value made elsewhere (a whole answer, made by a route's handler): call before making it;
   * `keep` keeps the value with its tags, unless one of them was invalidated in between. Callers
   * missing the key meanwhile may wait for it (`coming`) instead of making it again; `release` (no
   * value after all: an error, another status) lets them go. Call one of the two, always.
   */
  reserve<T>(key: string, options?: Pick<EntryOptions, 'ttlMs'>): Reservation<T>;
  /**
   * The value a reservation of this key is being made into: resolves with it once it is kept, or
   * with undefined when it is not (made across an invalidation, or released). Undefined when no
   * reservation of the key is open. A value kept after the caller asked is as fresh as one it would
   * make itself: the reservation began before, and no invalidation of its tags came in between.
   */
  coming<T>(key: string): Promise<T | undefined> | undefined;
  /** Forgets one key (a change that concerns nothing else). */
  delete(key: string): void;
  /** Drops the entries with any of these tags; `fromElsewhere`: another process's write, not told to the listeners again. */
  invalidate(tags: readonly string[], fromElsewhere?: boolean): void;
  /** Drops everything (a process that may have missed invalidations). */
  clear(fromElsewhere?: boolean): void;
  /** Told of every invalidation made here ('all' for a clear), to tell the other processes. */
  onInvalidate(listener: (tags: readonly string[] | 'all') => void): void;
  /**
   * Told of every invalidation, made here or told from another process: what changed, for a screen
   * that follows it live (the triage board's events). Answers the function that stops it.
   */
  watch(listener: (tags: readonly string[] | 'all') => void): () => void;
}

export interface Reservation<T> {
  keep(value: T, tags: readonly string[]): void;
  release(): void;
}

export interface EntryOptions {
  /** Overrides the cache's own time to live for this key (sessions are kept shorter). */
  ttlMs?: number;
  /** The families of rows the value comes from. */
  tags?: readonly string[];
}

export interface ReadCacheOptions {
  /** How long a value is kept; 0 keeps nothing (READ_CACHE_MS=0). */
  ttlMs?: number;
  /** Distinct keys kept at most (the oldest goes first). */
  maxEntries?: number;
  now?: () => number;
}

interface Entry {
  value: Promise<unknown>;
  expires: number;
  tags: readonly string[];
  settled?: { value: unknown };
}

interface OpenReservation {
  promise: Promise<unknown>;
  settle: (value: unknown) => void;
  startedAt: number;
}

const openReservation = (startedAt: number): OpenReservation => {
  let settle: (value: unknown) => void = () => {};
  const promise = new Promise<unknown>((resolve) => {
    settle = resolve;
  });
  return { promise, settle, startedAt };
};

/** Keeps nothing, waited for by no one: a cache that keeps nothing (READ_CACHE_MS=0). */
const NO_RESERVATION: Reservation<never> = { keep: () => {}, release: () => {} };

const freeze = <T>(value: T): T => {
  if (Array.isArray(value)) for (const item of value) Object.freeze(item);
  return typeof value === 'object' && value !== null ? Object.freeze(value) : value;
};

/**
 * Tags named after a table: an entry read (or joined) from it carries the tag, and a write that may
 * change any of its rows invalidates it. Finer tags (one request list, one session) sit beside these.
 */
export const TABLE_TAGS = { users: 'users', sessions: 'sessions', blogs: 'blogs' } as const;

/**
 * How long what depends on a session is kept: the session found by its token, and an answer kept for
 * the caller behind a token. A sign-out, block, role or password change made through this process
 * takes effect at once (it invalidates the sessions); one made through another process without Redis,
 * within this time.
 */
export const SESSION_CACHE_MS = 1000;

/** How long a read is kept unless configured or a caller says otherwise. */
export const READ_CACHE_TTL_MS = 5000;

/** Tags remembered with the moment they were last invalidated; beyond this, older reservations are refused. */
const REMEMBERED_INVALIDATIONS = 10_000;

export function createReadCache({ ttlMs = READ_CACHE_TTL_MS, maxEntries = 5000, now = Date.now }: ReadCacheOptions = {}): ReadCache {
  const entries = new Map<string, Entry>();
  const keysByTag = new Map<string, Set<string>>();
  const listeners: ((tags: readonly string[] | 'all') => void)[] = [];
  const watchers = new Set<(tags: readonly string[] | 'all') => void>();
  /** Counts invalidations; a reservation remembers the count it began at. */
  let sequence = 0;
  /** A reservation that began before this was made across a clear (or a forgotten invalidation). */
  let floor = 0;
  const invalidatedAt = new Map<string, number>();
  /** The first open reservation of each key, which later callers may wait for. */
  const reservations = new Map<string, OpenReservation>();

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    for (const tag of entry.tags) {
      const keys = keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) keysByTag.delete(tag);
    }
  };
  const store = (key: string, entry: Entry) => {
    drop(key);
    entries.set(key, entry);
    for (const tag of entry.tags) {
      const keys = keysByTag.get(tag) ?? new Set<string>();
      keys.add(key);
      keysByTag.set(tag, keys);
    }
    if (entries.size > maxEntries) drop(entries.keys().next().value as string);
  };
  const madeAcrossInvalidation = (tags: readonly string[], since: number) =>
    since < floor || tags.some((tag) => (invalidatedAt.get(tag) ?? 0) > since);

  return {
    get<T>(key: string, load: () => Promise<T>, { ttlMs: keyTtlMs = ttlMs, tags = [] }: EntryOptions = {}): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value as Promise<T>;
      drop(key);
      const value = load().then(freeze);
      if (keyTtlMs <= 0 || ttlMs <= 0) return value;
      const entry: Entry = { value, expires: now() + keyTtlMs, tags };
      store(key, entry);
      value.then(
        (loaded) => {
          entry.settled = { value: loaded };
        },
        // A failed load is not kept: the next caller tries again.
        () => {
          if (entries.get(key) === entry) drop(key);
        },
      );
      return value;
    },
    peek<T>(key: string): T | undefined {
      const hit = entries.get(key);
      return hit?.settled && hit.expires > now() ? (hit.settled.value as T) : undefined;
    },
    reserve<T>(key: string, { ttlMs: keyTtlMs = ttlMs }: Pick<EntryOptions, 'ttlMs'> = {}): Reservation<T> {
      if (ttlMs <= 0) return NO_RESERVATION;
      const since = sequence;
      // Only the first open reservation of a key is waited for; later ones keep, and tell no one.
      let awaited = reservations.has(key) ? undefined : openReservation(now());
      if (awaited) reservations.set(key, awaited);
      const finish = (value: T | undefined) => {
        if (!awaited) return;
        if (reservations.get(key) === awaited) reservations.delete(key);
        awaited.settle(value);
        awaited = undefined;
      };
      return {
        keep(value, tags) {
          if (madeAcrossInvalidation(tags, since)) return finish(undefined);
          const settled = { value: freeze(value) };
          store(key, { value: Promise.resolve(settled.value), expires: now() + Math.min(ttlMs, keyTtlMs), tags, settled });
          finish(settled.value);
        },
        release: () => finish(undefined),
      };
    },
    coming<T>(key: string): Promise<T | undefined> | undefined {
      const open = reservations.get(key);
      if (!open) return undefined;
      // One never kept nor released (a bug, or an answer that never went out) must not hold callers for
      // ever: past a value's lifetime its callers are let go, and the next caller makes its own.
      if (now() - open.startedAt > ttlMs) {
        reservations.delete(key);
        open.settle(undefined);
        return undefined;
      }
      return open.promise as Promise<T | undefined>;
    },
    delete: drop,
    invalidate(tags, fromElsewhere = false) {
      if (tags.length === 0) return;
      sequence++;
      if (invalidatedAt.size + tags.length > REMEMBERED_INVALIDATIONS) {
        invalidatedAt.clear();
        floor = sequence;
      }
      for (const tag of tags) {
        invalidatedAt.set(tag, sequence);
        for (const key of keysByTag.get(tag) ?? []) drop(key);
      }
      if (!fromElsewhere) for (const listener of listeners) listener(tags);
      for (const watcher of watchers) watcher(tags);
    },
    clear(fromElsewhere = false) {
      sequence++;
      floor = sequence;
      invalidatedAt.clear();
      entries.clear();
      keysByTag.clear();
      if (!fromElsewhere) for (const listener of listeners) listener('all');
      for (const watcher of watchers) watcher('all');
    },
    onInvalidate(listener) {
      listeners.push(listener);
    },
    watch(watcher) {
      watchers.add(watcher);
      return () => watchers.delete(watcher);
    },
  };
}
