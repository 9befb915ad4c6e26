import { isRecordId } from '@grant/shared';
import { tokenStorage } from '../../lib/token-storage';

export const loadRequestDetails = () => import('./pages/request-details-page');

/**
 * The details route's loader: starts the page's chunk (the server has already asked for it with
 * modulepreload) and, for someone with a stored session, the request itself (its chunk's
 * `prefetchRequest`, so the entry script stays small), while the session is still being checked; the page then finds both ready instead of fetching them one after the other.
 * Answers at once, so the route renders (the session check's spinner) without waiting.
 */
export function preloadRequestDetails(id: string): null {
  // A chunk that fails to load is the page's own error to show (its lazy import fails too).
  const page = loadRequestDetails().catch(() => null);
  if (tokenStorage.get() && isRecordId(id)) void page.then((module) => module?.prefetchRequest(id));
  return null;
}
