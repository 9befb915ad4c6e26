import { Menu, X } from 'lucide-react';
import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { cn } from '../../components/ui/cn';
import { PageSpinner } from '../../components/ui/spinner';
import { useAuth } from '../../features/auth/auth-context';
import { LogoutDialog } from '../../features/auth/components/logout-dialog';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { LanguageSwitch } from '../../i18n/language-switch';
import { useT } from '../../i18n/use-t';
import { useToggleMenu } from '../../lib/use-toggle-menu';

// The role guard of the dashboard's staff and admin pages comes with this layout's chunk (app/router.tsx):
// only those pages use it, and its two-factor check would otherwise weigh on every visitor's entry script.
export { RequireRole } from '../guards/require-role';

import { visibleDashboardLinks } from '../dashboard-navigation';
import { BrandLogo } from './brand-logo';

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cn('block rounded-lg px-3 py-2.5 text-sm font-medium', isActive ? 'bg-brand-700 text-white' : 'text-stone-800 hover:bg-stone-200');

/** The dashboard: a sidebar whose links depend on the role, beside the routed page. */
export function DashboardLayout() {
  const { user } = useAuth();
  const t = useT();
  // Below lg the sidebar is a menu the top bar's button shows and hides.
  const menu = useToggleMenu();
  if (!user) return null;

  return (
    <div className="min-h-dvh bg-stone-100 lg:flex">
      <a
        href="#dashboard-main"
        className="sr-only rounded bg-white px-3 py-2 focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50"
      >
        {t('Skip to content')}
      </a>
      <header className="flex h-16 items-center gap-2 border-b border-stone-200 bg-white px-4 lg:hidden">
        <button
          ref={menu.buttonRef}
          type="button"
          className="rounded-md p-2 hover:bg-stone-100"
          aria-expanded={menu.open}
          aria-controls="dashboard-sidebar"
          aria-label={menu.open ? t('Close dashboard menu') : t('Open dashboard menu')}
          onClick={menu.toggle}
        >
          {menu.open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
        </button>
        <BrandLogo />
        <div className="ml-auto flex items-center gap-1">
          <LanguageSwitch />
          <NotificationBell onOpen={menu.close} />
        </div>
      </header>
      <aside
        id="dashboard-sidebar"
        className={cn('border-r border-stone-200 bg-white lg:block lg:min-h-dvh lg:w-56 lg:shrink-0', menu.open ? 'block' : 'hidden')}
      >
        <div className="hidden h-16 items-center justify-between px-5 lg:flex">
          <BrandLogo />
          <LanguageSwitch />
        </div>
        <div className="flex items-center gap-3 border-y border-stone-200 px-5 py-4">
          <Avatar src={user.photoURL} name="" />
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold">{user.displayName}</p>
            <p className="text-xs text-stone-600 capitalize">{t(user.Role)}</p>
          </div>
          {/* Below lg the bell sits in the top bar instead. */}
          <div className="ml-auto hidden lg:block">
            <NotificationBell />
          </div>
        </div>
        <nav aria-label={t('Dashboard')} className="p-3">
          <ul className="space-y-1">
            {visibleDashboardLinks(user.Role).map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className={linkClasses} onClick={menu.close}>
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
            <li>
              <LogoutDialog
                trigger={
                  <button
                    type="button"
                    className="block w-full rounded-lg px-3 py-2.5 text-left text-sm font-medium text-stone-800 hover:bg-stone-200"
                  >
                    {t('LogOut')}
                  </button>
                }
              />
            </li>
          </ul>
        </nav>
      </aside>
      <main id="dashboard-main" className="min-w-0 flex-1 p-4 sm:p-6">
        <Suspense fallback={<PageSpinner label={t('Loading the page')} />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
