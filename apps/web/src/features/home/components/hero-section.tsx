import { PAGE_PATHS, SEARCH_DONORS_VIEW, SHELL_MESSAGES, withQuery } from '@grant/shared';
import { HeartHandshake, Search } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';
import { useAuth } from '../../auth';
// Not inlined: as a data URL it weighed ~0.8 KB gzip in the first JavaScript, and phones never show it.
import heroDrop from '../assets/hero-drop.svg?no-inline';

export function HeroSection() {
  const t = useT();
  const { user } = useAuth();
  return (
    <section className="bg-gradient-to-br from-brand-800 to-brand-900 text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:py-24 lg:grid-cols-[1fr_26rem]">
        <div>
          <p className="text-sm font-semibold tracking-widest text-brand-100 uppercase">{t('Blood donation, in time')}</p>
          <h1 className="mt-3 max-w-2xl text-4xl font-extrabold tracking-tight sm:text-6xl">{t(SHELL_MESSAGES.heroHeadline)}</h1>
          <p className="mt-5 max-w-xl text-lg text-brand-50">
            {t(SHELL_MESSAGES.heroLifeNote)} {t('Find a donor near the patient, or answer a request near you.')}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            {/* Signed in, the person has joined already (prerendered without: the session is not known yet). */}
            {!user && (
              <ButtonLink to={PAGE_PATHS.register} size="lg" variant="secondary">
                <HeartHandshake aria-hidden="true" className="size-5" /> {t(SHELL_MESSAGES.joinAsDonor)}
              </ButtonLink>
            )}
            <ButtonLink
              to={withQuery(PAGE_PATHS.search, SEARCH_DONORS_VIEW)}
              size="lg"
              className="border border-white/70 bg-transparent hover:bg-white/10"
            >
              <Search aria-hidden="true" className="size-5" /> {t(SHELL_MESSAGES.searchDonors)}
            </ButtonLink>
          </div>
        </div>
        <img src={heroDrop} alt="" width={480} height={420} className="mx-auto hidden w-full max-w-sm lg:block" fetchPriority="high" />
      </div>
    </section>
  );
}
