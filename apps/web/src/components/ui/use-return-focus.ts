import { type RefObject, useRef } from 'react';

/**
 * Radix dialogs hand focus back only to their own Trigger. A dialog opened from elsewhere (a menu
 * item, a button outside a lazily loaded dialog) gives it back to what had focus when it opened.
 * Spread the handlers on the dialog's Content. When the opener is gone by then (its row was deleted),
 * focus goes to `fallback`, if given.
 */
export function useReturnFocus(fallback?: RefObject<HTMLElement | null>) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      // Radix calls this before it moves focus in: the active element is still the opener.
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const element = opener.current?.isConnected ? opener.current : fallback?.current;
      opener.current = null;
      if (!element?.isConnected) return;
      event.preventDefault();
      element.focus();
    },
  };
}
