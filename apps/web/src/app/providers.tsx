import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode, Suspense, useEffect } from 'react';
import { type DataRouter, RouterProvider } from 'react-router';
import type { ToasterProps } from 'sonner';
import { AuthProvider } from '../features/auth/auth-context';
import { AlertLanguageSync } from '../features/profile/components/alert-language-sync';
import { useT } from '../i18n/use-t';
import { lazyNamed } from '../lib/lazy-named';
import { queryClient } from '../lib/query-client';
import { registerServiceWorker } from '../lib/register-service-worker';
import { useToastAsked } from '../lib/toast';
import { usePageSettled } from '../lib/use-page-settled';

const Toaster = lazyNamed<ToasterProps, 'Toaster'>(() => import('sonner'), 'Toaster');

/**
 * The app around its router: the browser's (main.tsx) or the build's prerendering one
 * (prerender.tsx). The toaster mounts after the first render, so a prerendered page and the first
 * render in the browser are the same and the browser can hydrate it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <AlertLanguageSync />
        {children}
        <WhenSettled />
      </AuthProvider>
    </QueryClientProvider>
  );
}

/**
 * What waits for the page's own content to settle, so as not to compete with it on a slow phone:
 * the toaster, and the service worker (whose install downloads every precached file).
 */
function WhenSettled() {
  const settled = usePageSettled();
  useEffect(() => {
    if (settled) registerServiceWorker();
  }, [settled]);
  return <SettledToaster settled={settled} />;
}

/**
 * Toasts only follow an action, so the toaster (sonner, which adds its styles to the document) loads
 * once the page has settled, or at the first toast if one comes sooner. Absent from the first render,
 * so a prerendered page and the first render in the browser are the same.
 */
function SettledToaster({ settled }: { settled: boolean }) {
  const t = useT();
  const asked = useToastAsked();
  if (!settled && !asked) return null;
  return (
    <Suspense fallback={null}>
      {/* Bottom right: at the top they covered the navbar and the page's heading. Named in the page's language: sonner's own names are English ('Notifications alt+T', 'Close toast'). */}
      <Toaster
        position="bottom-right"
        richColors
        closeButton
        customAriaLabel={t('Notifications')}
        toastOptions={{ closeButtonAriaLabel: t('Close') }}
      />
    </Suspense>
  );
}

/** The whole app on a router: the browser's one, or the build's memory router that prerenders a page. */
export function App({ router }: { router: DataRouter }) {
  return (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}
