import { onDemand, preload, useDialogPart } from '../../lib/on-demand';
import type { ModalProps } from './modal';
import { useOnceOpened } from './use-once-opened';

// The dialog (Radix) loads when first opened: a page paints sooner on a slow phone without it.
const modalPart = onDemand(() => import('./modal').then((module) => module.Modal));

/** Starts loading the dialog's code, for a button about to open one (on its hover or focus). */
export const preloadModal = () => preload(modalPart);

/**
 * A Modal that is loaded the first time it opens, then stays mounted, so closing it animates and
 * returns focus to the control that opened it. If its code cannot be fetched, it says so and closes.
 */
export function LazyModal(props: ModalProps) {
  const Modal = useDialogPart(modalPart, props.open, () => props.onOpenChange(false));
  const mounted = useOnceOpened(props.open);
  return mounted && Modal ? <Modal {...props} /> : null;
}
