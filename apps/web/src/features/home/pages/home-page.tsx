import { Suspense } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import type { Text } from '../../../i18n/locale';
import { useT } from '../../../i18n/use-t';
import { lazyNamed } from '../../../lib/lazy-named';
import { lazyNearViewport } from '../../../lib/lazy-near-viewport';
import { usePageTitle } from '../../../lib/use-page-title';
import { HeroSection } from '../components/hero-section';

// Only the hero is in the first JavaScript; the carousel (embla), on the first screen of a phone,
// loads right after it has painted. This keeps the home page's initial JavaScript under its budget
// (bench/README.md, e2e/performance.spec.ts). The sections below it (the contact form brings
// react-hook-form and zod: on a phone 7 of the page's 20 scripts) load as they are scrolled near.
const CampaignCarousel = lazyNamed(() => import('../components/campaign-carousel'), 'CampaignCarousel');
// The dengue surge banner (issue 48) asks the API first, so it waits in its own chunk, not the entry's.
const SurgeNotice = lazyNamed(() => import('../components/surge-notice'), 'SurgeNotice');

function SectionPlaceholder({ label }: { label: Text }) {
  const t = useT();
  return (
    <div className="mx-auto flex min-h-[32rem] max-w-7xl items-center justify-center px-4 py-16">
      <Spinner label={t(label)} className="text-brand-700" />
    </div>
  );
}

const BelowTheFold = lazyNearViewport(() => import('../components/below-the-fold'), 'BelowTheFold', {
  fallback: <SectionPlaceholder label="Loading the page" />,
  height: 2200,
});

export function HomePage() {
  usePageTitle('Home');
  return (
    <>
      <Suspense fallback={null}>
        <SurgeNotice />
      </Suspense>
      <HeroSection />
      <Suspense fallback={<SectionPlaceholder label="Loading the campaigns" />}>
        <CampaignCarousel />
      </Suspense>
      <BelowTheFold />
    </>
  );
}
