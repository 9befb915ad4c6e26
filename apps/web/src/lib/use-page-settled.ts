import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { pageWorkDone, pageWorkPending } from './page-work';

/** The longest wait: a page whose data never settles (a slow server) still gets its secondary parts. */
const MAX_WAIT_MS = 3000;
/** How soon a page found busy as the browser idled is looked at again. */
const RECHECK_MS = 100;

type IdleApi = { request: (callback: () => void) => number; cancel: (handle: number) => void };
// Safari has no requestIdleCallback: a macrotask is the nearest thing.
const idle: IdleApi =
  typeof requestIdleCallback === 'function'
    ? { request: (callback) => requestIdleCallback(callback, { timeout: 500 }), cancel: (handle) => cancelIdleCallback(handle) }
    : { request: (callback) => window.setTimeout(callback, 1), cancel: (handle) => window.clearTimeout(handle) };

/**
 * False until the page's code and data have arrived and the browser is idle, or MAX_WAIT_MS after the
 * first render: secondary parts (the navbar's bell and menu, each with its chunk and request; the
 * toaster; the service worker) then load after the page's content instead of competing with it on
 * a slow phone.
 */
export function usePageSettled(): boolean {
  const client = useQueryClient();
  const fetching = useIsFetching();
  const [settled, setSettled] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(true), MAX_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (settled || fetching > 0) return;
    let cancelled = false;
    let handle: number | undefined;
    let timer: number | undefined;
    const settleWhenQuiet = () => {
      // A page whose chunk is loading, or drawn not yet, has not asked for its data.
      void pageWorkDone().then(() => {
        if (cancelled) return;
        handle = idle.request(() => {
          // Looked at again as the browser idles: a request may have started since this render.
          if (client.isFetching() > 0 || pageWorkPending()) timer = window.setTimeout(settleWhenQuiet, RECHECK_MS);
          else setSettled(true);
        });
      });
    };
    settleWhenQuiet();
    return () => {
      cancelled = true;
      if (handle !== undefined) idle.cancel(handle);
      window.clearTimeout(timer);
    };
  }, [settled, fetching, client]);

  return settled;
}
