import { useT } from '../../../i18n/use-t';
import { usePageTitle } from '../../../lib/use-page-title';
import { FilterDataScreen } from '../../requests';
import { StatCards } from '../components/stat-cards';

/** /dashboard/home (admin): the stat cards, then the Filter Data screen with its manage actions. */
export function AdminHomePage() {
  usePageTitle('Admin home');
  const t = useT();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{t('Admin home')}</h1>
      <StatCards />
      <FilterDataScreen variant="manage" />
    </div>
  );
}
