import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { chunksLoaded } from './chunk-loads';

/** The longest wait: a page whose data never settles (a slow server) still gets its secondary parts. */
const MAX_WAIT_MS = 3000;

type IdleApi = { request: (callback: () => void) => number; cancel: (handle: number) => void };
// Safari has no requestIdleCallback: a macrotask is the nearest thing.
const idle: IdleApi =
  typeof requestIdleCallback === 'function'
    ? { request: (callback) => requestIdleCallback(callback, { timeout: 500 }), cancel: (handle) => cancelIdleCallback(handle) }
    : { request: (callback) => window.setTimeout(callback, 1), cancel: (handle) => window.clearTimeout(handle) };

/**
 * False until the page's code and data have arrived and the browser is idle, or MAX_WAIT_MS after the
 * first render (a page that asks for nothing waits that long): secondary parts (the navbar's bell and
 * menu, each with its chunk and request; the toaster; the service worker) then load after the page's
 * content instead of competing with it on a slow phone.
 */
export function usePageSettled(): boolean {
  const fetching = useIsFetching();
  const [settled, setSettled] = useState(false);
  // Between a page's chunk arriving and its first request, nothing is in flight: only a page that has
  // asked for something and has it all can be settled before MAX_WAIT_MS.
  const [asked, setAsked] = useState(false);
  if (fetching > 0 && !asked) setAsked(true);

  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(true), MAX_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (settled || !asked || fetching > 0) return;
    let cancelled = false;
    let handle: number | undefined;
    // A page whose chunk is still loading has not asked for its data yet.
    void chunksLoaded().then(() => {
      if (!cancelled) handle = idle.request(() => setSettled(true));
    });
    return () => {
      cancelled = true;
      if (handle !== undefined) idle.cancel(handle);
    };
  }, [settled, asked, fetching]);

  return settled;
}
