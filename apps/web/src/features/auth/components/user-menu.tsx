import { PAGE_PATHS } from '@grant/shared';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { useT } from '../../../i18n/use-t';
import { useAuth } from '../auth-context';
import { LogoutDialog } from './logout-dialog';

const ITEM =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-stone-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800';

/**
 * Signed-in corner of the navbar: name, photo, and a menu with Profile and LogOut. `onOpen` tells the
 * navbar, which closes its own phone menu so that two menus never lie on top of each other.
 */
export function UserMenu({ onOpen }: { onOpen?: () => void }) {
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
      <DropdownMenu.Root onOpenChange={(open) => open && onOpen?.()}>
        <DropdownMenu.Trigger
          className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 hover:bg-stone-100"
          aria-label={t('Account menu for {name}', { name: user.displayName })}
        >
          <Avatar src={user.photoURL} name="" />
          <span className="hidden max-w-40 truncate text-sm font-semibold md:inline">{user.displayName}</span>
          <ChevronDown aria-hidden="true" className="size-4" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={8}
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
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <LogoutDialog open={confirmOpen} onOpenChange={setConfirmOpen} />
    </>
  );
}
