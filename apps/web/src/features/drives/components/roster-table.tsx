import type { DriveRoster, RosterBooking } from '@grant/shared';
import { useMemo } from 'react';
import { Card } from '../../../components/ui/card';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { formatNumber, localizeTime } from '../../../i18n/locale';
import { type Translate, useT } from '../../../i18n/use-t';
import { BookingStatusBadge } from './booking-status-badge';

const columns = (t: Translate): Column<RosterBooking>[] => [
  { header: t('Name'), primary: true, cell: (row) => row.donorName },
  { header: t('Booking code'), cell: (row) => <span className="font-mono tracking-wider">{row.code}</span> },
  { header: t('Blood group'), cell: (row) => row.blood ?? '—' },
  { header: t('Status'), cell: (row) => <BookingStatusBadge status={row.status} /> },
  { header: t('Deferred because'), cell: (row) => row.deferReason },
];

/** Every slot with its bookings: the organiser's list of who comes when. */
export function RosterTable({ roster }: { roster: DriveRoster }) {
  const t = useT();
  const cols = useMemo(() => columns(t), [t]);
  return (
    <Card>
      <h2 className="text-xl font-bold">{t('Bookings by time')}</h2>
      <div className="mt-4 space-y-6">
        {roster.slots.map((slot) => (
          <section key={slot.start} aria-labelledby={`slot-${slot.start}`}>
            <h3 id={`slot-${slot.start}`} className="font-semibold">
              {t('{time}: {booked} of {capacity} booked', {
                time: localizeTime(slot.start),
                booked: formatNumber(slot.bookings.length),
                capacity: formatNumber(slot.capacity),
              })}
            </h3>
            {slot.bookings.length > 0 && (
              <div className="mt-2">
                <DataTable
                  caption={t('Bookings at {time}', { time: localizeTime(slot.start) })}
                  columns={cols}
                  rows={slot.bookings}
                  rowKey={(row) => row._id}
                  cardsBelow="xl"
                />
              </div>
            )}
          </section>
        ))}
      </div>
    </Card>
  );
}
