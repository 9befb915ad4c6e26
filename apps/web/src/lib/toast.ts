import type { ExternalToast } from 'sonner';

/**
 * sonner's `toast`, loaded when the first toast is shown: a page whose buttons may toast does not wait
 * for the library (9 KB gzip) before it paints. The toaster itself loads just after the first paint
 * (app/providers.tsx), from the same chunk.
 */
const sonner = () => import('sonner');

export const toast = {
  success: (message: string, options?: ExternalToast) => void sonner().then(({ toast: show }) => show.success(message, options)),
  error: (message: string, options?: ExternalToast) => void sonner().then(({ toast: show }) => show.error(message, options)),
};
