import { type Drive, PAGE_PATHS, pagePath } from '@grant/shared';
import { CalendarPlus } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import type { Column } from '../../../components/ui/data-table';
import { formatNumber, localizeTime, placeName } from '../../../i18n/locale';
import { type Translate, useT } from '../../../i18n/use-t';
import { formatDate } from '../../../lib/format-date';
import { usePageTitle } from '../../../lib/use-page-title';
import { useUrlPage } from '../../../lib/use-paged-list';
import { RequestList } from '../../requests';
import { useOrganisedDrives } from '../api/drives-api';
import { driveWords } from '../components/drive-words';

const columns = (t: Translate): Column<Drive>[] => [
  {
    header: t('Drive'),
    primary: true,
    cell: (drive) => (
      <Link to={pagePath(PAGE_PATHS.driveRoster, drive._id)} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
        {driveWords(drive).title}
      </Link>
    ),
  },
  { header: t('Date'), cell: (drive) => formatDate(drive.date) },
  { header: t('Time'), cell: (drive) => `${localizeTime(drive.startTime)} – ${localizeTime(drive.endTime)}` },
  { header: t('Location'), cell: (drive) => placeName(drive.district) },
  { header: t('Free places'), cell: (drive) => formatNumber(drive.freePlaces) },
  { header: t('Status'), cell: (drive) => (drive.status === 'canceled' ? t('Canceled') : t('Scheduled')) },
];

/** The drives the volunteer organised or is on the team of (an admin: all), latest first; each opens its roster. */
export function OrganisedDrivesPage() {
  usePageTitle('Donation drives');
  const t = useT();
  const cols = useMemo(() => columns(t), [t]);
  const drives = useOrganisedDrives(useUrlPage());
  return (
    <div className="space-y-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">{t('Donation drives')}</h1>
          <p className="mt-2 text-stone-700">{t('Drives you organised or are on the team of: open one for its roster and check-in.')}</p>
        </div>
        <ButtonLink to={PAGE_PATHS.createDrive}>
          <CalendarPlus aria-hidden="true" className="size-4" /> {t('Organise a drive')}
        </ButtonLink>
      </header>
      <RequestList
        caption={t('Donation drives')}
        list={drives}
        columns={cols}
        cardsBelow="xl"
        empty={t('You have not organised a drive yet.')}
      />
    </div>
  );
}
