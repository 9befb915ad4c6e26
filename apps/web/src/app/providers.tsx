import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode, Suspense, useEffect, useState } from 'react';
import { type DataRouter, RouterProvider } from 'react-router';
import { AuthProvider } from '../features/auth/auth-context';
import { AlertLanguageSync } from '../features/profile/components/alert-language-sync';
import { useT } from '../i18n/use-t';
import { lazyNamed } from '../lib/lazy-named';
import { queryClient } from '../lib/query-client';

// Toasts only follow an action, so the toaster loads just after the first paint, not before it.
const Toaster = lazyNamed(() => import('sonner'), 'Toaster');

/**
 * The app around its router: the browser's (main.tsx) or the build's prerendering one
 * (prerender.tsx). The toaster mounts after the first render, so a prerendered page and the first
 * render in the browser are the same and the browser can hydrate it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const t = useT();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <AlertLanguageSync />
        {children}
        {mounted && (
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
        )}
      </AuthProvider>
    </QueryClientProvider>
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
