import { ChevronDown } from 'lucide-react';
import { Avatar } from '../../../components/ui/avatar';
import { LazyMenu } from '../../../components/ui/lazy-menu';
import { useT } from '../../../i18n/use-t';
import { lazyNamed } from '../../../lib/lazy-named';
import { useAuth } from '../auth-context';

const loadUserMenu = () => import('./user-menu');
const UserMenu = lazyNamed(loadUserMenu, 'UserMenu');

/**
 * Signed-in corner of the navbar: name and photo on a button whose menu (Profile, LogOut) loads at the
 * first press (components/ui/lazy-menu.tsx).
 */
export function AccountMenu({ onOpen }: { onOpen?: () => void }) {
  const { user } = useAuth();
  const t = useT();
  if (!user) return null;
  const button = {
    className: 'flex items-center gap-2 rounded-full py-1 pr-2 pl-1 hover:bg-stone-100',
    label: t('Account menu for {name}', { name: user.displayName }),
    content: (
      <>
        <Avatar src={user.photoURL} name="" />
        <span className="hidden max-w-40 truncate text-sm font-semibold md:inline">{user.displayName}</span>
        <ChevronDown aria-hidden="true" className="size-4" />
      </>
    ),
  };
  return <LazyMenu button={button} menu={UserMenu} load={loadUserMenu} onOpen={onOpen} />;
}
