import { actsAsStaff, PAGE_PATHS, standingOf } from '@grant/shared';
import { CalendarPlus } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { EventCard } from '../../../components/ui/event-card';
import { PagedCards } from '../../../components/ui/paged-cards';
import { useT } from '../../../i18n/use-t';
import { usePageTitle } from '../../../lib/use-page-title';
import { useUrlPage } from '../../../lib/use-paged-list';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { useAuth } from '../../auth';
import { useUpcomingDrives } from '../api/drives-api';
import { driveCardContent, freePlacesText } from '../components/drive-card-content';
import { PlaceFilter } from '../components/place-filter';

const PLACE = ['division', 'district'] as const;

/** Upcoming donation drives, soonest first, by place; each card leads to its page, where a donor books a time. */
export function DrivesPage() {
  usePageTitle('Donation drives');
  const t = useT();
  const { user } = useAuth();
  const filters = useUrlFilters(PLACE);
  const list = useUpcomingDrives(filters.applied, useUrlPage());

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold">{t('Donation drives')}</h1>
          <p className="mt-2 text-stone-700">{t('Find a blood drive near you and book a time, so nobody waits in line.')}</p>
        </div>
        {user && actsAsStaff(standingOf(user)) && (
          <ButtonLink to={PAGE_PATHS.createDrive} variant="secondary">
            <CalendarPlus aria-hidden="true" className="size-4" /> {t('Organise a drive')}
          </ButtonLink>
        )}
      </header>
      <PlaceFilter filters={filters} />
      <PagedCards
        list={list}
        loadingLabel={t('Loading drives')}
        empty={{ title: t('No upcoming drives here yet.'), text: t('Try the whole country, or come back soon.') }}
        className="grid w-full gap-6 md:grid-cols-2 lg:grid-cols-3"
        before={<h2 className="sr-only">{t('Upcoming drives')}</h2>}
      >
        {(drive, index) => (
          <EventCard card={driveCardContent(drive, t)} eager={index === 0}>
            <p className="mt-3 text-sm font-semibold text-stone-900">{freePlacesText(drive.freePlaces, t)}</p>
          </EventCard>
        )}
      </PagedCards>
    </div>
  );
}
