import { NOTIFICATION_TEXTS } from '@grant/shared';
import { Bell } from 'lucide-react';
import { LazyMenu } from '../../../components/ui/lazy-menu';
import { formatNumber } from '../../../i18n/locale';
import { useLocale, useT } from '../../../i18n/use-t';
import { lazyNamed } from '../../../lib/lazy-named';
import { useNotifications } from '../api/notifications-api';

const loadNotificationMenu = () => import('./notification-menu');
const NotificationMenu = lazyNamed(loadNotificationMenu, 'NotificationMenu');

/**
 * The bell in the navbar: the unread count on the button; its menu of the newest notifications loads
 * at the first press (components/ui/lazy-menu.tsx). `onOpen` lets the bar close its own phone menu.
 */
export function NotificationBell({ onOpen }: { onOpen?: () => void }) {
  const t = useT();
  const english = useLocale() === 'en';
  const unread = useNotifications().data?.unread ?? 0;
  const button = {
    className: 'relative mr-1 rounded-full p-2 text-stone-800 hover:bg-stone-100',
    label: english
      ? NOTIFICATION_TEXTS.bellLabel(unread)
      : unread === 0
        ? t('Notifications, none unread')
        : t('Notifications, {count} unread', { count: unread }),
    content: (
      <>
        <Bell aria-hidden="true" className="size-6" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="absolute top-0.5 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-700 px-1 text-xs font-bold text-white"
          >
            {unread > 99 ? `${formatNumber(99)}+` : formatNumber(unread)}
          </span>
        )}
      </>
    ),
  };
  return <LazyMenu button={button} menu={NotificationMenu} load={loadNotificationMenu} onOpen={onOpen} />;
}
