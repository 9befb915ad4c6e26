import { Suspense } from 'react';
import { lazyNamed } from '../../lib/lazy-named';
import type { ModalProps } from './modal';
import { useOnceOpened } from './use-once-opened';

// The dialog (Radix) loads when first opened: a page paints sooner on a slow phone without it.
const Modal = lazyNamed(() => import('./modal'), 'Modal');

/**
 * A Modal that is loaded the first time it opens, then stays mounted, so closing it animates and
 * returns focus to the control that opened it.
 */
export function LazyModal(props: ModalProps) {
  if (!useOnceOpened(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
