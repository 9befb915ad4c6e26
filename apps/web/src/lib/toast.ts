import { useSyncExternalStore } from 'react';
import type { ExternalToast } from 'sonner';

/**
 * sonner's `toast`, loaded when the first toast is shown: a page whose buttons may toast does not wait
 * for the library (9 KB gzip) before it paints. The toaster itself loads once the page has settled
 * (app/providers.tsx), or at the first toast if that comes sooner, from the same chunk.
 */
const sonner = () => import('sonner');

let toasted = false;
const listeners = new Set<() => void>();

function show(kind: 'success' | 'error', message: string, options?: ExternalToast) {
  if (!toasted) {
    toasted = true;
    for (const listener of listeners) listener();
  }
  // sonner keeps a toast made before its toaster mounted and shows it then.
  void sonner().then(({ toast: library }) => library[kind](message, options));
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True once anything asked for a toast: the toaster must then be there, settled page or not. */
export const useToastAsked = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => toasted,
    () => false,
  );
