import { PAGE_PATHS, withQuery } from '@grant/shared';
import { Building2 } from 'lucide-react';
import { Link } from 'react-router';
import { placeName } from '../../../i18n/locale';
import { useT } from '../../../i18n/use-t';

/** From a request: the banks nearest its district holding its group or one its patient can receive. */
export function BanksNearLink({ blood, division, district }: { blood: string; division: string; district: string }) {
  const t = useT();
  return (
    <Link
      to={withQuery(PAGE_PATHS.bloodBanks, { blood, division, district, match: 'compatible' })}
      className="inline-flex items-center gap-2 font-semibold text-brand-800 underline-offset-2 hover:underline"
    >
      <Building2 aria-hidden="true" className="size-4" />
      {t('Blood banks near {district} holding {blood} or a compatible group', { district: placeName(district), blood })}
    </Link>
  );
}
