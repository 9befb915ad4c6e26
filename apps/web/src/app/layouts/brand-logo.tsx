import { PAGE_PATHS, SHELL_MESSAGES } from '@grant/shared';
import { Droplet } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '../../i18n/use-t';

export function BrandLogo({ inverted = false }: { inverted?: boolean }) {
  const t = useT();
  return (
    <Link to={PAGE_PATHS.home} className="flex items-center gap-2 rounded-md text-xl font-extrabold tracking-tight">
      <Droplet aria-hidden="true" className={inverted ? 'size-7 fill-white text-white' : 'size-7 fill-brand-700 text-brand-700'} />
      <span className={inverted ? 'text-white' : 'text-stone-900'}>{t(SHELL_MESSAGES.appName)}</span>
    </Link>
  );
}
