import { type ComponentType, type ReactNode, Suspense, useState } from 'react';

/** A menu button as drawn before and after its menu has loaded: the same classes, name and content. */
export interface MenuButtonLook {
  className: string;
  label: string;
  content: ReactNode;
}

/** What the loaded menu is given (components/ui/menu-root.tsx draws its root and button from them). */
export interface LoadedMenuProps {
  button: MenuButtonLook;
  /** True when it takes the plain button's place: it opens at once. */
  defaultOpen?: boolean;
  /** Told when the person opens the menu (the navbar then closes its own phone menu). */
  onOpen?: () => void;
}

interface LazyMenuProps extends Omit<LoadedMenuProps, 'defaultOpen'> {
  /** The menu with its library (a lazy component), and what loads its code (called on hover or focus of the button). */
  menu: ComponentType<LoadedMenuProps>;
  load: () => Promise<unknown>;
}

/**
 * A menu button whose menu (Radix, with its focus and scroll handling: about 30 KB gzip) loads at the
 * first press instead of with every signed-in page: a slow phone paints and answers sooner. Until then
 * the button is a plain one that looks the same and opens the menu on a click, Enter, Space or Arrow Down.
 */
export function LazyMenu({ button, menu: Menu, load, onOpen }: LazyMenuProps) {
  const [pressed, setPressed] = useState(false);
  const preload = () => void load().catch(() => undefined);
  const press = () => {
    onOpen?.();
    setPressed(true);
  };
  const plain = (
    <button
      type="button"
      className={button.className}
      aria-label={button.label}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={press}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowDown') return;
        event.preventDefault();
        press();
      }}
    >
      {button.content}
    </button>
  );
  if (!pressed) return plain;
  return (
    <Suspense fallback={plain}>
      <Menu button={button} defaultOpen onOpen={onOpen} />
    </Suspense>
  );
}
