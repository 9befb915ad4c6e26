import { actsAsStaff, type DriveDetails, PAGE_PATHS, pagePath, standingOf } from '@grant/shared';
import { ArrowLeft, CalendarDays, ClipboardList, Clock, MapPin, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DetailList } from '../../../components/ui/detail-list';
import { addressLine, localizeTime } from '../../../i18n/locale';
import { useT } from '../../../i18n/use-t';
import { formatDate } from '../../../lib/format-date';
import { useAuth } from '../../auth';
import { RecordPage } from '../../errors';
import { useDrive, useDriveTeam } from '../api/drives-api';
import { BookingPanel } from '../components/booking-panel';
import { freePlacesText } from '../components/drive-card-content';
import { driveWords } from '../components/drive-words';

function DriveFacts({ drive }: { drive: DriveDetails }) {
  const t = useT();
  const facts = [
    { Icon: CalendarDays, label: t('Date'), value: formatDate(drive.date) },
    { Icon: Clock, label: t('Time'), value: `${localizeTime(drive.startTime)} – ${localizeTime(drive.endTime)}` },
    { Icon: MapPin, label: t('Location'), value: addressLine(driveWords(drive).address, drive.district, drive.division) },
    ...(drive.organiserName ? [{ Icon: UserRound, label: t('Organised by'), value: drive.organiserName }] : []),
  ];
  return <DetailList details={facts} />;
}

/** The link to the drive's roster, for those who staff it: its organiser, its team, admins. */
function RosterLink({ driveId }: { driveId: string }) {
  const t = useT();
  const { user } = useAuth();
  const team = useDriveTeam(driveId, Boolean(user && actsAsStaff(standingOf(user))));
  if (!team.data?.canStaff) return null;
  return (
    <ButtonLink to={pagePath(PAGE_PATHS.driveRoster, driveId)} variant="secondary">
      <ClipboardList aria-hidden="true" className="size-4" /> {t('Roster and check-in')}
    </ButtonLink>
  );
}

/** One donation drive: what, when and where, its free places, and the donor's booking. */
export function DriveDetailsPage() {
  const t = useT();
  const back = (
    <Link to={PAGE_PATHS.drives} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" /> {t('All drives')}
    </Link>
  );
  return (
    <RecordPage
      useRecord={useDrive}
      title="Donation drives"
      titleOf={(drive) => driveWords(drive).title}
      loadingLabel="Loading the drive"
      screenSpinner
      frame={(error) => (
        <div className="mx-auto max-w-5xl space-y-6 px-4 py-10">
          {back}
          {error}
        </div>
      )}
    >
      {(drive) => (
        <div className="mx-auto max-w-5xl space-y-6 px-4 py-10">
          {back}
          <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
            <article className="min-w-0 space-y-4">
              {drive.imageUrl && (
                <img src={drive.imageUrl} alt="" width={960} height={540} className="aspect-video w-full rounded-2xl object-cover" />
              )}
              <h1 className="text-3xl font-bold break-words">{driveWords(drive).title}</h1>
              <DriveFacts drive={drive} />
              <p className="whitespace-pre-line break-words text-stone-800">{driveWords(drive).description}</p>
              <p className="font-semibold text-stone-900">{freePlacesText(drive.freePlaces, t)}</p>
              <RosterLink driveId={drive._id} />
            </article>
            <Card className="h-fit">
              <BookingPanel drive={drive} />
            </Card>
          </div>
        </div>
      )}
    </RecordPage>
  );
}
