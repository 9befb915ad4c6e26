import type { SessionUser } from '@grant/shared';
import { trackPageWork } from '../../lib/page-work';
import { tokenStorage } from '../../lib/token-storage';
import { authApi } from './api/auth-api';

let started: Promise<SessionUser> | undefined;

/**
 * Starts checking the stored session as the entry script runs (main.tsx), beside the page's own
 * first data, instead of after the first render: a page for signed-in people (the request details)
 * waits for this answer before it shows anything, and on a slow phone the first render alone takes
 * a few hundred milliseconds.
 */
export function startSessionCheck(): void {
  if (!tokenStorage.get() || started) return;
  started = trackPageWork(authApi.me());
  // Its failure is handled where it is taken (AuthProvider); until then it is not an unhandled rejection.
  started.catch(() => undefined);
}

/** The check started early, taken once; without one (or taken already), a new one. */
export function takeSessionCheck(): Promise<SessionUser> {
  const check = started ?? trackPageWork(authApi.me());
  started = undefined;
  return check;
}
