import { type MyBooking, PAGE_PATHS, pagePath } from '@grant/shared';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import type { Column } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/states';
import { addressLine, localizeTime } from '../../../i18n/locale';
import { type Translate, useT } from '../../../i18n/use-t';
import { formatDate } from '../../../lib/format-date';
import { RequestList } from '../../requests';
import { useMyBookings } from '../api/drives-api';
import { BookingStatusBadge } from './booking-status-badge';
import { driveWords } from './drive-words';

const columns = (t: Translate): Column<MyBooking>[] => [
  {
    header: t('Drive'),
    primary: true,
    cell: (row) => (
      <Link to={pagePath(PAGE_PATHS.driveDetails, row.driveId)} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
        {driveWords(row.drive).title}
      </Link>
    ),
  },
  { header: t('Date'), cell: (row) => formatDate(row.drive.date) },
  { header: t('Time'), cell: (row) => localizeTime(row.slot) },
  { header: t('Location'), cell: (row) => addressLine(driveWords(row.drive).address, row.drive.district) },
  { header: t('Booking code'), cell: (row) => <span className="font-mono tracking-wider">{row.code}</span> },
  { header: t('Status'), cell: (row) => <BookingStatusBadge status={row.status} /> },
];

/**
 * A donor's drive bookings, beside the requests they answered: upcoming ones with their code, and the
 * drives where they gave blood (checked in as donated) or were deferred.
 */
export function MyBookingsSection() {
  const t = useT();
  const cols = useMemo(() => columns(t), [t]);
  const bookings = useMyBookings();
  return (
    <section aria-labelledby="my-bookings-title">
      <Card>
        <h2 id="my-bookings-title" className="text-xl font-bold">
          {t('Your drive bookings')}
        </h2>
        <p className="mt-1 text-sm text-stone-700">{t('Places you booked at donation drives, and the drives where you gave blood.')}</p>
        <div className="mt-4">
          <RequestList
            caption={t('Your drive bookings')}
            list={bookings}
            columns={cols}
            cardsBelow="xl"
            empty={<EmptyState title={t('No drive bookings yet.')} text={t('Book a time at a donation drive near you.')} />}
          />
        </div>
        <ButtonLink to={PAGE_PATHS.drives} variant="secondary" className="mt-4">
          {t('Find a drive')}
        </ButtonLink>
      </Card>
    </section>
  );
}
