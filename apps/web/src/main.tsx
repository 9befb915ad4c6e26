import './lib/zod-without-eval';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/providers';
import { routes } from './app/router';
import { startSessionCheck } from './features/auth';
import { getLocale, restoreLocale } from './i18n/locale';
import './index.css';
import { tokenStorage } from './lib/token-storage';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
startSessionCheck();
// Evaluating this script is one long task on a slow phone already: the router (which runs the page's
// loader) and the first render start in the next one, so the browser can paint and answer in between.
setTimeout(() => {
  // Created first: a route's loader (the details page's) starts its chunk and data right away. A page
  // the build drew whole tells the router so (hydrationData, none of those routes has a loader): its
  // ScrollRestoration then leaves the first load where it is, for someone who scrolled the build's HTML
  // before this script ran; a first paint only (the details page's spinner) is not one.
  const drawnWhole = root.dataset.prerendered !== undefined && root.dataset.prerendered !== 'first-paint';
  const router = createBrowserRouter(routes, drawnWhole ? { hydrationData: {} } : undefined);
  // A remembered Bangla is loaded before the first render. A page the build prerendered (in English,
  // docs/decisions/0017-prerendered-public-pages.md) is hydrated when it is in the chosen language and,
  // for a page drawn as a visitor without a session sees it (sign-in), when no session is stored;
  // otherwise, or when it is marked as a first paint only (the details page's layout and spinner), the
  // app renders over it.
  void Promise.resolve(restoreLocale()).then(() => {
    // In a transition, React renders (or hydrates) in slices of a few milliseconds: the page or its
    // first paint is already drawn, and one long task would keep a tap waiting.
    startTransition(() => {
      const drawnForThisVisitor = root.dataset.signedOut === undefined || !tokenStorage.get();
      if (root.dataset.prerendered === getLocale() && drawnForThisVisitor) hydrateRoot(root, <App router={router} />);
      else createRoot(root).render(<App router={router} />);
    });
  });
}, 0);
