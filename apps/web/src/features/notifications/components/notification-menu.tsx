import { NOTIFICATION_TEXTS, type Notification, PAGE_PATHS, pagePath, REQUEST_TEXTS, withQuery } from '@grant/shared';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';
import type { LoadedMenuProps } from '../../../components/ui/lazy-menu';
import { MenuRoot } from '../../../components/ui/menu-root';
import { Spinner } from '../../../components/ui/spinner';
import { UrgencyBadge } from '../../../components/ui/urgency-badge';
import { placeName } from '../../../i18n/locale';
import { useLocale, useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { toast } from '../../../lib/toast';
import { useDeclineFromBell, useMarkAllNotificationsRead, useMarkNotificationRead, useNotifications } from '../api/notifications-api';

const ITEM =
  'block rounded-lg px-3 py-2.5 text-sm text-stone-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900';
const ACTION =
  'inline-flex min-h-9 cursor-pointer items-center rounded-md border px-3 text-sm font-semibold outline-none data-[highlighted]:ring-2 data-[highlighted]:ring-brand-700';

/**
 * The bell's menu: the newest notifications, each with the alerts' two answers. Loaded at the first
 * press of the bell (notification-bell.tsx, which draws `button` until then); `onOpen` lets the bar
 * close its own phone menu, so that two menus never lie on top of each other.
 */
export function NotificationMenu(props: LoadedMenuProps) {
  const t = useT();
  const notifications = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const unread = notifications.data?.unread ?? 0;

  return (
    <MenuRoot
      {...props}
      collisionPadding={8}
      className="z-50 max-h-[70vh] w-[min(24rem,calc(100vw-1rem))] overflow-y-auto rounded-xl border border-stone-200 bg-white p-1.5 shadow-lg"
    >
      <div className="flex items-center justify-between gap-2 px-3 py-2">
        <DropdownMenu.Label className="font-semibold text-stone-900">{t(NOTIFICATION_TEXTS.title)}</DropdownMenu.Label>
        {unread > 0 && (
          <DropdownMenu.Item
            className="cursor-pointer rounded-md px-2 py-1 text-sm font-medium text-brand-800 outline-none data-[highlighted]:bg-brand-50"
            onSelect={(event) => {
              event.preventDefault();
              markAllRead.mutate();
            }}
          >
            {t(NOTIFICATION_TEXTS.markAllRead)}
          </DropdownMenu.Item>
        )}
      </div>
      <DropdownMenu.Separator className="my-1 h-px bg-stone-200" />
      {notifications.isPending ? (
        <div className="flex justify-center py-6 text-brand-700">
          <Spinner label={t('Loading your notifications')} />
        </div>
      ) : notifications.isError ? (
        <p role="alert" className="px-3 py-4 text-sm text-red-800">
          {t(NOTIFICATION_TEXTS.loadFailed)} {errorMessage(notifications.error)}
        </p>
      ) : notifications.data.notifications.length === 0 ? (
        <p className="px-3 py-4 text-sm text-stone-700">{t(NOTIFICATION_TEXTS.empty)}</p>
      ) : (
        notifications.data.notifications.map((notification) => (
          <NotificationItem
            key={notification._id}
            notification={notification}
            onOpen={() => !notification.read && markRead.mutate(notification._id)}
          />
        ))
      )}
    </MenuRoot>
  );
}

function NotificationItem({ notification: n, onOpen }: { notification: Notification; onOpen: () => void }) {
  const t = useT();
  const english = useLocale() === 'en';
  const date = formatDate(n.donationDate);
  const titleId = `notification-${n._id}-title`;
  return (
    <div className="border-b border-stone-100 pb-1.5 last:border-b-0">
      <DropdownMenu.Item asChild onSelect={onOpen}>
        <Link to={pagePath(PAGE_PATHS.requestDetails, n.requestId)} className={ITEM}>
          <span className="flex items-center gap-2">
            {!n.read && <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-brand-700" />}
            <span id={titleId} className={n.read ? 'font-medium' : 'font-bold'}>
              {english
                ? NOTIFICATION_TEXTS.needed(n.blood, n.district)
                : t('{blood} blood needed in {district}', { blood: n.blood, district: placeName(n.district) })}
            </span>
            {!n.read && <span className="sr-only">{t('(unread)')}</span>}
            <UrgencyBadge urgency={n.urgency} className="ml-auto" />
          </span>
          <span className="mt-0.5 block text-stone-700">
            {english
              ? NOTIFICATION_TEXTS.forRecipient(n.recipientName, n.hospitalName)
              : t('For {recipient} at {hospital}', { recipient: n.recipientName, hospital: n.hospitalName })}
          </span>
          <span className="mt-0.5 block text-xs text-stone-600">
            {english ? NOTIFICATION_TEXTS.donationOn(date) : t('Donation on {date}', { date })}
          </span>
          {n.yourResponse && (
            <span className="mt-1 block text-xs font-medium text-green-800">
              {t(n.yourResponse === 'pledged' ? REQUEST_TEXTS.youPledged : REQUEST_TEXTS.youDeclined)}
            </span>
          )}
        </Link>
      </DropdownMenu.Item>
      {n.status === 'pending' && !n.yourResponse && <AnswerActions notification={n} titleId={titleId} onAnswer={onOpen} />}
    </div>
  );
}

/** "I can donate" (the request's donate dialog) and "Not this time" (recorded here), as the alerts offer them. */
function AnswerActions({ notification: n, titleId, onAnswer }: { notification: Notification; titleId: string; onAnswer: () => void }) {
  const t = useT();
  const decline = useDeclineFromBell();
  return (
    <div className="flex flex-wrap gap-2 px-3 pb-1">
      <DropdownMenu.Item asChild onSelect={onAnswer}>
        <Link
          to={withQuery(pagePath(PAGE_PATHS.requestDetails, n.requestId), { respond: 'donate' })}
          aria-describedby={titleId}
          className={`${ACTION} border-brand-700 bg-brand-700 text-white`}
        >
          {t(REQUEST_TEXTS.canDonate)}
        </Link>
      </DropdownMenu.Item>
      <DropdownMenu.Item
        aria-describedby={titleId}
        className={`${ACTION} border-stone-300 bg-white text-stone-900`}
        onSelect={() => {
          onAnswer();
          decline(n.requestId, {
            onSuccess: () => toast.success(t(REQUEST_TEXTS.declined)),
            onError: (error) => toast.error(errorMessage(error)),
          });
        }}
      >
        {t(REQUEST_TEXTS.notThisTime)}
      </DropdownMenu.Item>
    </div>
  );
}
