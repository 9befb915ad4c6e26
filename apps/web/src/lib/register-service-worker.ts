/**
 * Registers the service worker (src/sw/sw.ts, built to /sw.js) once the page has loaded, so the
 * files it precaches never compete with the page's own downloads. Without it (an old browser, a
 * refusal) the app works as before, online only.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
