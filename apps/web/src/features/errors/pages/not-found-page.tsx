import { PAGE_PATHS, SHELL_MESSAGES } from '@grant/shared';
import { ButtonLink } from '../../../components/ui/button';
import { formatNumber } from '../../../i18n/locale';
import { useT } from '../../../i18n/use-t';
import { usePageTitle } from '../../../lib/use-page-title';

/** Unknown routes and route errors both land here, with a way back home. */
export function NotFoundPage() {
  usePageTitle('Not found');
  const t = useT();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p aria-hidden="true" className="text-7xl font-black text-brand-700">
        {formatNumber(404)}
      </p>
      <h1 className="mt-4 text-2xl font-bold text-stone-900">{t(SHELL_MESSAGES.notFound)}</h1>
      <p className="mt-2 text-stone-700">{t('The page you asked for does not exist or has moved.')}</p>
      <ButtonLink to={PAGE_PATHS.home} className="mt-8">
        {t('Back to home')}
      </ButtonLink>
    </div>
  );
}
