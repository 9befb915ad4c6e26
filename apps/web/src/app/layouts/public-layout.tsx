import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { useT } from '../../i18n/use-t';
import { lazyNamed } from '../../lib/lazy-named';
import { Navbar } from './navbar';

// The footer is below the fold on every page: its links and icons load just after the first paint,
// which keeps them out of the home page's first JavaScript (budget: bench/README.md).
const Footer = lazyNamed(() => import('./footer'), 'Footer');

export function PublicLayout() {
  const t = useT();
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only rounded bg-white px-3 py-2 focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50">
        {t('Skip to content')}
      </a>
      <Navbar />
      <main id="main" className="flex-1">
        <Suspense fallback={<PageSpinner screen label={t('Loading the page')} />}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </div>
  );
}
