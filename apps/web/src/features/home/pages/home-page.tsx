import { MESSAGES } from '@grant/shared';
import { HeartHandshake, Search } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { usePageTitle } from '../../../lib/use-page-title';

export function HomePage() {
  usePageTitle('Home');
  return (
    <section className="bg-gradient-to-br from-brand-800 to-brand-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:py-28">
        <p className="text-sm font-semibold tracking-widest text-brand-100 uppercase">Blood donation, in time</p>
        <h1 className="mt-3 max-w-2xl text-4xl font-extrabold tracking-tight sm:text-6xl">{MESSAGES.heroHeadline}</h1>
        <p className="mt-5 max-w-xl text-lg text-brand-50">
          {MESSAGES.heroLifeNote} Find a donor near the patient, or answer a request near you.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/register" size="lg" variant="secondary">
            <HeartHandshake aria-hidden="true" className="size-5" /> {MESSAGES.joinAsDonor}
          </ButtonLink>
          <ButtonLink to="/search" size="lg" className="border border-white/70 bg-transparent hover:bg-white/10">
            <Search aria-hidden="true" className="size-5" /> {MESSAGES.searchDonors}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
