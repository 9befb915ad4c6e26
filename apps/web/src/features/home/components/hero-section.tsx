import { MESSAGES } from '@grant/shared';
import { HeartHandshake, Search } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import heroDrop from '../assets/hero-drop.svg';

export function HeroSection() {
  return (
    <section className="bg-gradient-to-br from-brand-800 to-brand-900 text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:py-24 lg:grid-cols-[1fr_26rem]">
        <div>
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
        <img src={heroDrop} alt="" width={480} height={420} className="mx-auto hidden w-full max-w-sm lg:block" fetchPriority="high" />
      </div>
    </section>
  );
}
