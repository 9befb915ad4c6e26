import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { useT } from '../../i18n/use-t';
import { lazyNearViewport } from '../../lib/lazy-near-viewport';
import { Navbar } from './navbar';

// The footer is below the fold on most pages: its links and icons load as it is scrolled near, which
// keeps them out of the home page's first JavaScript (budget: bench/README.md) and its first work.
const Footer = lazyNearViewport(() => import('./footer'), 'Footer', { fallback: null, height: 480, personal: true });

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
      <Footer />
    </div>
  );
}
