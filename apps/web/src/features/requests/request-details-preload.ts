import { isRecordId } from '@grant/shared';
import { trackPageWork } from '../../lib/page-work';
import { tokenStorage } from '../../lib/token-storage';
import { prefetchRequest } from './api/request-query';

export const loadRequestDetails = () => import('./pages/request-details-page');

/**
 * The details route's loader: starts the page's chunk (the server has already asked for it with
 * modulepreload) and, for someone with a stored session, the request itself, both at once and while
 * the session is still being checked; the page then finds both ready instead of fetching them one
 * after the other. The request is asked for from here, not from the page's chunk: on a slow phone the
 * chunk arrives after the entry script, and the answer would wait for it.
 * Answers at once, so the route renders (the session check's spinner) without waiting.
 */
export function preloadRequestDetails(id: string): null {
  // A chunk that fails to load is the page's own error to show (its lazy import fails too).
  void trackPageWork(loadRequestDetails()).catch(() => null);
  if (tokenStorage.get() && isRecordId(id)) void prefetchRequest(id);
  return null;
}
