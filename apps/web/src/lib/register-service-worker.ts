/**
 * Registers the service worker (src/sw/sw.ts, built to /sw.js). The app calls it once the page has
 * settled (app/providers.tsx), and it waits for the load event too: the worker's install downloads
 * every precached file (104 files, 1.6 MB before compression), which on a slow phone would otherwise
 * compete with the page's own data and drawing. Without it (an old browser, a refusal) the app works
 * as before, online only.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
