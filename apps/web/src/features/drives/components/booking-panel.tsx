import { DRIVE_TEXTS, type DriveDetails, MESSAGES, PAGE_PATHS, todayInDhaka } from '@grant/shared';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { BlockedNotice } from '../../../components/ui/blocked-notice';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { useT, useTranslateAny } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { toast } from '../../../lib/toast';
import { useAuth } from '../../auth';
import { useDonorProfile } from '../../donors';
import { useBookSlot, useMyBookingAt } from '../api/drives-api';
import { BookingTicket } from './booking-ticket';
import { SlotPicker } from './slot-picker';

function Notice({ children }: { children: string }) {
  return <p className="rounded-xl bg-amber-50 px-4 py-3 text-amber-950">{children}</p>;
}

/**
 * Where a donor books a time at a drive: signed out, a way to sign in; their booking once made; the date
 * they may give again when it is after the drive (the server refuses such a booking too); else the slots.
 */
export function BookingPanel({ drive }: { drive: DriveDetails }) {
  const t = useT();
  const translateAny = useTranslateAny();
  const location = useLocation();
  const { user } = useAuth();
  const booking = useMyBookingAt(drive._id, Boolean(user));
  const profile = useDonorProfile(Boolean(user));
  const book = useBookSlot(drive._id);
  const [slot, setSlot] = useState('');
  const [problem, setProblem] = useState('');

  if (drive.status === 'canceled') return <Notice>{translateAny(DRIVE_TEXTS.canceled)}</Notice>;
  if (drive.date < todayInDhaka()) return <Notice>{t('This drive has taken place.')}</Notice>;
  if (!user)
    return (
      <div className="space-y-3">
        <p className="text-stone-800">{t('Sign in to book a time at this drive.')}</p>
        <ButtonLink to={PAGE_PATHS.login} state={{ from: location }}>
          {t('Sign in to book')}
        </ButtonLink>
      </div>
    );
  if (booking.isPending || profile.isPending) return <Spinner label={t('Loading your booking')} />;
  if (booking.isError) return <ErrorState message={errorMessage(booking.error)} onRetry={() => booking.refetch()} />;
  if (booking.data) return <BookingTicket booking={booking.data} />;
  if (user.Status === 'block') return <BlockedNotice message={t(MESSAGES.accountBlocked)} />;
  const eligibleFrom = profile.data?.nextEligibleOn;
  if (eligibleFrom && eligibleFrom > drive.date)
    return (
      <Notice>
        {t('You may give blood again from {date}. This drive is before that, so it cannot be booked; find a later one.', {
          date: formatDate(eligibleFrom),
        })}
      </Notice>
    );
  if (drive.freePlaces === 0) return <Notice>{t('This drive is fully booked.')}</Notice>;

  async function onBook() {
    if (!slot) return setProblem(t('Choose a time first.'));
    setProblem('');
    try {
      await book.mutateAsync(slot);
      toast.success(t('Booked. See you there!'));
    } catch (error) {
      setProblem(translateAny(errorMessage(error)));
    }
  }

  return (
    <div className="space-y-4">
      <h2 className="text-xl font-bold">{t('Book a time')}</h2>
      <SlotPicker drive={drive} value={slot} onChange={setSlot} />
      {problem && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
      <Button onClick={() => void onBook()} busy={book.isPending}>
        {t('Book this time')}
      </Button>
    </div>
  );
}
