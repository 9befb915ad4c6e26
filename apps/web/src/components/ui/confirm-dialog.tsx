import { type ButtonHTMLAttributes, cloneElement, type ReactElement, useRef, useState } from 'react';
import { onDemand, preload, useDialogPart } from '../../lib/on-demand';
import type { AlertConfirmDialogProps } from './alert-confirm-dialog';
import { useOnceOpened } from './use-once-opened';

// Radix's alert dialog and what it brings (focus scope, scroll lock: about 17 KB gzip) load when the
// dialog is about to open, not with every page that has a button asking for a confirmation.
const dialogPart = onDemand(() => import('./alert-confirm-dialog').then((module) => module.AlertConfirmDialog));

/** A control that opens a dialog: a button element, given the handlers that open it. */
export type DialogTrigger = ReactElement<ButtonHTMLAttributes<HTMLElement>>;

interface ConfirmDialogProps extends Omit<AlertConfirmDialogProps, 'open' | 'onOpenChange' | 'fallbackFocus'> {
  /** The control that opens the dialog (a button); leave it out when the dialog is opened through `open`. */
  trigger?: DialogTrigger;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * The accessible replacement for the spec's alert pop-ups: same texts, focus kept inside, Escape
 * closes. Opened before its code has arrived, it shows once it has; if the code cannot be fetched,
 * it says so and stays closed.
 */
export function ConfirmDialog({ trigger, open: openProp, onOpenChange, ...dialog }: ConfirmDialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = openProp ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  const Dialog = useDialogPart(dialogPart, open, () => setOpen(false));
  const mounted = useOnceOpened(open);
  const opener = useRef<HTMLElement | null>(null);
  const { onClick, onFocus, onPointerEnter } = trigger?.props ?? {};
  return (
    <>
      {trigger &&
        cloneElement(trigger, {
          'aria-haspopup': 'dialog',
          'aria-expanded': open,
          onPointerEnter: (event) => {
            onPointerEnter?.(event);
            preload(dialogPart);
          },
          onFocus: (event) => {
            onFocus?.(event);
            preload(dialogPart);
          },
          onClick: (event) => {
            onClick?.(event);
            if (event.defaultPrevented) return;
            opener.current = event.currentTarget;
            setOpen(true);
          },
        })}
      {mounted && Dialog && <Dialog {...dialog} open={open} onOpenChange={setOpen} fallbackFocus={opener} />}
    </>
  );
}
