import { type ButtonHTMLAttributes, cloneElement, type ReactElement, Suspense, useRef, useState } from 'react';
import { lazyNamed } from '../../lib/lazy-named';
import type { AlertConfirmDialogProps } from './alert-confirm-dialog';
import { useOnceOpened } from './use-once-opened';

// Radix's alert dialog and what it brings (focus scope, scroll lock: about 17 KB gzip) load when the
// dialog is about to open, not with every page that has a button asking for a confirmation.
const loadDialog = () => import('./alert-confirm-dialog');
const AlertConfirmDialog = lazyNamed(loadDialog, 'AlertConfirmDialog');
const preloadDialog = () => void loadDialog().catch(() => null);

/** A control that opens a dialog: a button element, given the handlers that open it. */
export type DialogTrigger = ReactElement<ButtonHTMLAttributes<HTMLElement>>;

interface ConfirmDialogProps extends Omit<AlertConfirmDialogProps, 'open' | 'onOpenChange' | 'fallbackFocus'> {
  /** The control that opens the dialog (a button); leave it out when the dialog is opened through `open`. */
  trigger?: DialogTrigger;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** The accessible replacement for the spec's alert pop-ups: same texts, focus kept inside, Escape closes. */
export function ConfirmDialog({ trigger, open: openProp, onOpenChange, ...dialog }: ConfirmDialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = openProp ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  const mounted = useOnceOpened(open);
  const opener = useRef<HTMLElement | null>(null);
  return (
    <>
      {trigger &&
        cloneElement(trigger, {
          'aria-haspopup': 'dialog',
          'aria-expanded': open,
          onPointerEnter: preloadDialog,
          onFocus: preloadDialog,
          onClick: (event) => {
            opener.current = event.currentTarget;
            setOpen(true);
          },
        })}
      {mounted && (
        <Suspense fallback={null}>
          <AlertConfirmDialog {...dialog} open={open} onOpenChange={setOpen} fallbackFocus={opener} />
        </Suspense>
      )}
    </>
  );
}
