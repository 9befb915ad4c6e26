// Written into the request details page's HTML by the build (scripts/prerender.mjs), as a script of
// its own that runs as the HTML is read: that page shows nothing until the session check and the
// request have answered, and from the entry script (React and all, over 100 KB) those calls would
// start only once it has downloaded and run, a second or more later on a slow phone. Started here,
// their answers are taken by the app's first calls for them (lib/early-calls.ts).
import { matchPagePath, PAGE_PATHS } from '@grant/shared';
import { SESSION_PATH } from './features/auth';
import { requestPath } from './features/requests';
import { startEarlyCall } from './lib/early-calls';
import { tokenStorage } from './lib/token-storage';

const token = tokenStorage.get();
const page = matchPagePath(window.location.pathname);
if (token && page?.pattern === PAGE_PATHS.requestDetails && page.id) {
  startEarlyCall(SESSION_PATH, token);
  startEarlyCall(requestPath(page.id), token);
}
