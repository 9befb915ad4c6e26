import { useState } from 'react';

/**
 * True from the first time `open` is true: a dialog loaded when first opened stays mounted after, so
 * closing it animates and hands focus back.
 */
export function useOnceOpened(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
