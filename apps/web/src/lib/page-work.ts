/**
 * What a page still does before it asks for its data: a chunk loading, a lazy component loaded but
 * not yet drawn (a page asks for its data as it is drawn), or the session check (a signed-in page
 * asks once it knows who is signed in). Until none is left, the page has not settled (usePageSettled).
 * Read when needed, not subscribed to: a change of state in the layout while a page hydrates would
 * make React draw the page again.
 */
let pending = 0;
let waiting: (() => void)[] = [];

/** Counts one piece of page work; the function it returns says it is done (only its first call counts). */
export function startPageWork(): () => void {
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
export function trackPageWork<T>(load: Promise<T>): Promise<T> {
  return load.finally(startPageWork());
}

/** Whether any page work is still going on. */
export const pageWorkPending = (): boolean => pending > 0;

/** Resolves once no page work is left: at once when none is. */
export const pageWorkDone = (): Promise<void> => (pending === 0 ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve)));
