import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ComponentProps } from 'react';
import type { LoadedMenuProps } from './lazy-menu';

type MenuProps = LoadedMenuProps & ComponentProps<typeof DropdownMenu.Content>;

/**
 * A loaded menu (Radix): its button, drawn as LazyMenu drew it before (./lazy-menu.tsx), and its content
 * under the button's end edge; the rest of the props go to the content.
 */
export function MenuRoot({ button, defaultOpen, onOpen, children, ...content }: MenuProps) {
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen} onOpenChange={(open) => open && onOpen?.()}>
      <DropdownMenu.Trigger className={button.className} aria-label={button.label}>
        {button.content}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} {...content}>
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
