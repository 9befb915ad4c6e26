import { usePageTitle } from '../../../lib/use-page-title';
import { FilterDataScreen } from '../../requests/components/filter-data-screen';

/**
 * The staff pages built on the Filter Data screen: admin home (the stat cards join it with the
 * administration feature), volunteer home, all requests and volunteer all requests.
 */
export function FilterDataPage({ title, variant }: { title: string; variant: 'manage' | 'editOnly' }) {
  usePageTitle(title);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{title}</h1>
      <FilterDataScreen variant={variant} />
    </div>
  );
}
