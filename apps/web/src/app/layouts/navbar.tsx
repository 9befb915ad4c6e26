import { PAGE_PATHS } from '@grant/shared';
import { Menu, X } from 'lucide-react';
import { Suspense } from 'react';
import { NavLink, useLocation } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../../features/auth/auth-context';
import { LanguageSwitch } from '../../i18n/language-switch';
import { useT } from '../../i18n/use-t';
import { lazyNamed } from '../../lib/lazy-named';
import { usePageSettled } from '../../lib/use-page-settled';
import { useToggleMenu } from '../../lib/use-toggle-menu';
import { NAVBAR_LINKS } from '../navigation';
import { BrandLogo } from './brand-logo';

// Only signed-in people see the account menu; its button stays out of visitors' first load (and its Radix
// menu out of everyone's until pressed, components/ui/lazy-menu.tsx).
const AccountMenu = lazyNamed(() => import('../../features/auth/components/account-menu'), 'AccountMenu');
// The bell, its polling and its menu are for signed-in people too: a chunk of their own.
const NotificationBell = lazyNamed(() => import('../../features/notifications/components/notification-bell'), 'NotificationBell');

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-stone-700 hover:bg-stone-100 hover:text-stone-900',
  );

/** The public navbar; below the large breakpoint its links fold into a menu. */
export function Navbar() {
  const { user, loading } = useAuth();
  const t = useT();
  const menu = useToggleMenu();
  const location = useLocation();
  // The bell and the user menu come after the page's own content (and its data).
  const pageSettled = usePageSettled();
  // The spinners hold the place of what follows them, as wide as the Login button (the narrower of the
  // two), so the language switch beside them moves little or not at all (a layout shift on every page).
  const placeHolding = (label: string) => (
    <span className="flex h-9 min-w-16 items-center justify-end">
      <Spinner size="sm" label={label} className="text-brand-700" />
    </span>
  );
  const menuSpinner = placeHolding(t('Loading your menu'));

  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
      <nav aria-label={t('Main')} className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4">
        <button
          ref={menu.buttonRef}
          type="button"
          className="rounded-md p-2 text-stone-800 hover:bg-stone-100 lg:hidden"
          aria-expanded={menu.open}
          aria-controls="main-menu"
          aria-label={menu.open ? t('Close menu') : t('Open menu')}
          onClick={menu.toggle}
        >
          {menu.open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
        </button>
        <BrandLogo />
        <ul className="ml-6 hidden items-center gap-1 lg:flex">
          {NAVBAR_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.to === PAGE_PATHS.home} className={linkClasses}>
                {t(link.label)}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="ml-auto flex items-center gap-1">
          <LanguageSwitch />
          {loading && !user ? (
            placeHolding(t('Checking your session'))
          ) : user ? (
            <Suspense fallback={menuSpinner}>
              {pageSettled ? (
                <>
                  <NotificationBell onOpen={menu.close} />
                  <AccountMenu onOpen={menu.close} />
                </>
              ) : (
                menuSpinner
              )}
            </Suspense>
          ) : (
            // Sign-in brings the person back to this page (login-page.tsx `returnPath`).
            <ButtonLink to={PAGE_PATHS.login} state={{ from: location }} size="sm">
              {t('Login')}
            </ButtonLink>
          )}
        </div>
      </nav>
      {menu.open && (
        <ul id="main-menu" className="space-y-1 border-t border-stone-200 px-4 py-3 lg:hidden">
          {NAVBAR_LINKS.map((link) => (
            <li key={link.to}>
              {/* Closed on the click itself: the page change may wait for the next page's code. */}
              <NavLink
                to={link.to}
                end={link.to === PAGE_PATHS.home}
                className={(state) => cn(linkClasses(state), 'block')}
                onClick={menu.close}
              >
                {t(link.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </header>
  );
}
