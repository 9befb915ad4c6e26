import { type DriveRoster, PAGE_PATHS, pagePath, todayInDhaka } from '@grant/shared';
import { ArrowLeft, Download, ExternalLink } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { addressLine, formatNumber, localizeTime, type Text } from '../../../i18n/locale';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { toast } from '../../../lib/toast';
import { RecordPage } from '../../errors';
import { downloadRoster, useRoster } from '../api/drives-api';
import { CancelDriveDialog } from '../components/cancel-drive-dialog';
import { CheckInPanel } from '../components/check-in-panel';
import { DriveTeamPanel } from '../components/drive-team-panel';
import { driveWords } from '../components/drive-words';
import { EditDriveDialog } from '../components/edit-drive-dialog';
import { RosterTable } from '../components/roster-table';

const COUNTS: [keyof DriveRoster['counts'], Text][] = [
  ['booked', 'Booked'],
  ['donated', 'Donated'],
  ['deferred', 'Deferred'],
  ['canceled', 'Canceled'],
  ['noShows', 'No-shows'],
];

function RosterCounts({ counts }: { counts: DriveRoster['counts'] }) {
  const t = useT();
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
      {COUNTS.map(([key, label]) => (
        <div key={key} className="rounded-xl border border-stone-200 bg-white p-3">
          <dt className="text-sm text-stone-700">{t(label)}</dt>
          <dd className="text-2xl font-bold">{formatNumber(counts[key])}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The organiser's (and the drive team's) page of one drive: counts, check-in by code, bookings per slot, CSV, its team, and changing or cancelling it. */
export function DriveRosterPage() {
  const t = useT();
  const { id = '' } = useParams();
  return (
    <RecordPage
      useRecord={useRoster}
      title="Donation drives"
      titleOf={(roster) => driveWords(roster.drive).title}
      loadingLabel="Loading the roster"
    >
      {(roster) => {
        const { drive } = roster;
        const words = driveWords(drive);
        const live = drive.status === 'scheduled';
        return (
          <div className="space-y-6">
            <Link
              to={PAGE_PATHS.organisedDrives}
              className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 hover:underline"
            >
              <ArrowLeft aria-hidden="true" className="size-4" /> {t('Donation drives')}
            </Link>
            <header className="space-y-2">
              <h1 className="text-2xl font-bold break-words sm:text-3xl">{words.title}</h1>
              <p className="text-stone-700">
                {formatDate(drive.date)}, {localizeTime(drive.startTime)} – {localizeTime(drive.endTime)} ·{' '}
                {addressLine(words.address, drive.district)}
              </p>
              {!live && <p className="font-semibold text-red-800">{t('This drive was canceled.')}</p>}
              <div className="flex flex-wrap gap-2 pt-2">
                <Button variant="secondary" onClick={() => downloadRoster(id).catch((error) => toast.error(errorMessage(error)))}>
                  <Download aria-hidden="true" className="size-4" /> {t('Download CSV')}
                </Button>
                <Link
                  to={pagePath(PAGE_PATHS.driveDetails, drive._id)}
                  className="inline-flex items-center gap-1 px-2 py-2 text-sm font-semibold text-brand-800 hover:underline"
                >
                  <ExternalLink aria-hidden="true" className="size-4" /> {t('Public page')}
                </Link>
                {live && roster.canManage && (
                  <>
                    <EditDriveDialog drive={drive} />
                    <CancelDriveDialog drive={drive} />
                  </>
                )}
              </div>
            </header>
            <RosterCounts counts={roster.counts} />
            {live && drive.date === todayInDhaka() ? (
              <CheckInPanel roster={roster} />
            ) : (
              live && (
                <Card>
                  <p className="text-stone-800">{t('Check-in opens on the drive’s day.')}</p>
                </Card>
              )
            )}
            <RosterTable roster={roster} />
            <DriveTeamPanel driveId={drive._id} title={words.title} />
          </div>
        );
      }}
    </RecordPage>
  );
}
