import type { Text } from '../../../i18n/locale';
import { useT } from '../../../i18n/use-t';
import { usePageTitle } from '../../../lib/use-page-title';
import { FilterDataScreen } from '../../requests';

/**
 * The staff pages built on the Filter Data screen: admin home (the stat cards join it with the
 * administration feature), volunteer home, all requests and volunteer all requests.
 */
export function FilterDataPage({ title, variant }: { title: Text; variant: 'manage' | 'editOnly' }) {
  usePageTitle(title);
  const t = useT();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{t(title)}</h1>
      <FilterDataScreen variant={variant} />
    </div>
  );
}
