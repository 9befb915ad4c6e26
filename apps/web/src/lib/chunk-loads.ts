/**
 * The lazy chunks loading now (lazyNamed's): a page whose code is still on its way has not settled,
 * though no request of its is in flight yet (usePageSettled). Read when needed, not subscribed to:
 * a change of state in the layout while a page hydrates would make React draw the page again.
 */
let loading = 0;
let waiting: (() => void)[] = [];

export function trackChunkLoad<T>(load: Promise<T>): Promise<T> {
  loading += 1;
  return load.finally(() => {
    loading -= 1;
    if (loading > 0) return;
    const resolved = waiting;
    waiting = [];
    for (const resolve of resolved) resolve();
  });
}

/** Resolves once no lazy chunk is loading: at once when none is. */
export const chunksLoaded = (): Promise<void> => (loading === 0 ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve)));
