import { PAGE_PATHS } from '@grant/shared';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { LogOut, UserRound } from 'lucide-react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { LoadedMenuProps } from '../../../components/ui/lazy-menu';
import { MenuRoot } from '../../../components/ui/menu-root';
import { useT } from '../../../i18n/use-t';
import { useAuth } from '../auth-context';
import { LogoutDialog } from './logout-dialog';

const ITEM =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-stone-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800';

/**
 * The account menu with Profile and LogOut, loaded at the first press of its button (account-menu.tsx,
 * which draws `button` until then). `onOpen` tells the navbar, which closes its own phone menu so that
 * two menus never lie on top of each other.
 */
export function UserMenu(props: LoadedMenuProps) {
  const { user } = useAuth();
  const t = useT();
  const [confirmOpen, setConfirmOpen] = useState(false);
  // LogOut opens its dialog only once the menu has closed: a modal menu still closing when a modal
  // dialog opens hands the dialog its `pointer-events: none` on <body> (kept after the dialog closes,
  // freezing the page) and takes focus back to its button behind the dialog.
  const logoutChosen = useRef(false);
  const navigate = useNavigate();
  if (!user) return null;

  return (
    <>
      <MenuRoot
        {...props}
        className="z-50 min-w-48 rounded-xl border border-stone-200 bg-white p-1.5 shadow-lg"
        onCloseAutoFocus={() => {
          // Called once the menu is gone, before focus goes back to its button: the dialog opens
          // after that, so it hands focus back to the button when it closes.
          if (!logoutChosen.current) return;
          logoutChosen.current = false;
          setConfirmOpen(true);
        }}
      >
        <DropdownMenu.Label className="px-3 py-2 text-xs text-stone-600">{user.email}</DropdownMenu.Label>
        <DropdownMenu.Item className={ITEM} onSelect={() => navigate(PAGE_PATHS.profile)}>
          <UserRound aria-hidden="true" className="size-4" /> {t('Profile')}
        </DropdownMenu.Item>
        <DropdownMenu.Item
          className={ITEM}
          onSelect={() => {
            logoutChosen.current = true;
          }}
        >
          <LogOut aria-hidden="true" className="size-4" /> {t('LogOut')}
        </DropdownMenu.Item>
      </MenuRoot>
      <LogoutDialog open={confirmOpen} onOpenChange={setConfirmOpen} />
    </>
  );
}
