import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * A menu that a button shows and hides (the phone menus of the navbar and of the dashboard). It
 * closes when the page changes, and on Escape, which gives focus back to its button. `close` is for
 * the other menus beside it, so that opening one of them closes this one.
 */
export function useToggleMenu() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the menu closes whenever the page changes.
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      // A dialog or menu opened over this one handles its own Escape first (Radix marks it handled).
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setOpen(false);
      buttonRef.current?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  return { open, buttonRef, toggle: () => setOpen((value) => !value), close: () => setOpen(false) };
}
