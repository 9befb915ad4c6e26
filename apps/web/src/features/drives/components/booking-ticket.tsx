import type { BookingAtDrive } from '@grant/shared';
import { CalendarPlus, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ConfirmAction } from '../../../components/ui/confirm-action';
import { localizeTime } from '../../../i18n/locale';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { downloadCalendar, useCancelBooking } from '../api/drives-api';
import { BookingStatusBadge } from './booking-status-badge';

/** The donor's booking: its time, the code and QR code staff check them in by, a calendar file, and a way to cancel. */
export function BookingTicket({ booking }: { booking: BookingAtDrive }) {
  const t = useT();
  const cancel = useCancelBooking(booking.driveId);
  const upcoming = booking.status === 'booked';
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-xl font-bold">{t('Your booking')}</h2>
        <BookingStatusBadge status={booking.status} />
      </div>
      <p className="text-stone-800">{t('Your time: {time}', { time: localizeTime(booking.slot) })}</p>
      {booking.deferReason && <p className="text-stone-800">{t('Deferred because: {reason}', { reason: booking.deferReason })}</p>}
      <div className="flex flex-wrap items-center gap-4">
        <img
          src={booking.qrCode}
          alt={t('QR code of booking code {code}', { code: booking.code })}
          width={160}
          height={160}
          className="size-40 rounded-lg border border-stone-200 bg-white p-2"
        />
        <div>
          <p className="text-sm text-stone-700">{t('Booking code')}</p>
          <p className="font-mono text-2xl font-bold tracking-[0.15em] text-stone-900">{booking.code}</p>
          <p className="mt-1 text-sm text-stone-700">{t('Show this code or its QR code when you arrive.')}</p>
        </div>
      </div>
      {upcoming && (
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => downloadCalendar(booking.driveId).catch((error) => toast.error(errorMessage(error)))}>
            <CalendarPlus aria-hidden="true" className="size-4" /> {t('Add to calendar (.ics)')}
          </Button>
          <ConfirmAction
            trigger={
              <Button variant="ghost">
                <X aria-hidden="true" className="size-4" /> {t('Cancel my booking')}
              </Button>
            }
            description={t('Your place goes back to other donors.')}
            confirmLabel={t('Cancel my booking')}
            cancelLabel={t('Keep it')}
            onConfirm={async () => {
              await cancel.mutateAsync();
              toast.success(t('Your booking is canceled.'));
            }}
          />
        </div>
      )}
    </div>
  );
}
