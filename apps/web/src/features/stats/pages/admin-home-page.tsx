import { PAGE_PATHS } from '@grant/shared';
import { Flag, MapPinned } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';
import { usePageTitle } from '../../../lib/use-page-title';
import { FilterDataScreen } from '../../requests';
import { StatCards } from '../components/stat-cards';

/** /dashboard/home (admin): the stat cards, the ways to the map of needs and the reported requests, then the Filter Data screen with its manage actions. */
export function AdminHomePage() {
  usePageTitle('Admin home');
  const t = useT();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{t('Admin home')}</h1>
      <StatCards />
      <nav aria-label={t('Volunteer work')} className="flex flex-wrap gap-3">
        <ButtonLink to={PAGE_PATHS.insights} variant="secondary">
          <MapPinned aria-hidden="true" className="size-4" /> {t('Map of needs and figures')}
        </ButtonLink>
        <ButtonLink to={PAGE_PATHS.moderation} variant="secondary">
          <Flag aria-hidden="true" className="size-4" /> {t('Reported requests')}
        </ButtonLink>
      </nav>
      <FilterDataScreen variant="manage" />
    </div>
  );
}
