import { useRef } from 'react';

/**
 * Radix dialogs hand focus back only to their own Trigger. A dialog opened from elsewhere (a menu
 * item, a button outside a lazily loaded dialog) gives it back to what had focus when it opened.
 * Spread the handlers on the dialog's Content.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      // Radix calls this before it moves focus in: the active element is still the opener.
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const element = opener.current;
      opener.current = null;
      if (!element?.isConnected) return;
      event.preventDefault();
      element.focus();
    },
  };
}
