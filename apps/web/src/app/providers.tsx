import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-router';
import { AuthProvider } from '../features/auth/auth-context';
import { queryClient } from '../lib/query-client';
import { router } from './router';

// Toasts only follow an action, so the toaster loads just after the first paint, not before it.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

export function AppProviders() {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
        <Suspense fallback={null}>
          <Toaster position="top-center" richColors closeButton />
        </Suspense>
      </AuthProvider>
    </QueryClientProvider>
  );
}
