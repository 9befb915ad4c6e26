/**
 * The lazy parts on their way: a chunk loading, a lazy component loaded but not yet drawn (whose
 * page has not asked for its data yet), or the session check (a signed-in page asks for its data
 * once it knows who is signed in). Until none is, the page has not settled (usePageSettled).
 * Read when needed, not subscribed to: a change of state in the layout while a page hydrates would
 * make React draw the page again.
 */
let pending = 0;
let waiting: (() => void)[] = [];

/** Counts one lazy part on its way; the function it returns says it has arrived (only its first call counts). */
export function startLazyPart(): () => void {
  pending += 1;
  let arrived = false;
  return () => {
    if (arrived) return;
    arrived = true;
    pending -= 1;
    if (pending > 0) return;
    const resolved = waiting;
    waiting = [];
    for (const resolve of resolved) resolve();
  };
}

/** Counts a load while it runs (a route's preload, the session check). */
export function trackLoad<T>(load: Promise<T>): Promise<T> {
  return load.finally(startLazyPart());
}

/** Whether a lazy part is on its way now. */
export const lazyPartsOnTheirWay = (): boolean => pending > 0;

/** Resolves once no lazy part is on its way: at once when none is. */
export const lazyPartsArrived = (): Promise<void> => (pending === 0 ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve)));
