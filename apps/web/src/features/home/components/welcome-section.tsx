import { PAGE_PATHS, SHELL_MESSAGES } from '@grant/shared';
import { BadgeCheck, Clock3, HandHeart, Landmark, type LucideIcon, ShieldPlus, Stethoscope } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import type { Text } from '../../../i18n/locale';
import { useT } from '../../../i18n/use-t';

/** The spec's six features of the welcome section. */
const FEATURES: readonly { Icon: LucideIcon; title: Text; text: Text }[] = [
  { Icon: BadgeCheck, title: 'Good service', text: 'Requests are checked by volunteers and followed until the blood arrives.' },
  { Icon: HandHeart, title: 'Help people', text: 'Every donation can save up to three lives in your own district.' },
  { Icon: ShieldPlus, title: 'Hygienic tools', text: 'Partner centres use sterile, single-use equipment for every donor.' },
  { Icon: Clock3, title: '24h service', text: 'Urgent requests can be made and answered at any hour of the day.' },
  { Icon: Stethoscope, title: 'Health check', text: 'A free mini check-up before you give: pressure, pulse and haemoglobin.' },
  { Icon: Landmark, title: 'Blood bank', text: 'We work with hospital blood banks so that no bag goes to waste.' },
];

export function WelcomeSection() {
  const t = useT();
  return (
    <section aria-labelledby="welcome-heading" className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">{t('Welcome to Grant')}</p>
          <h2 id="welcome-heading" className="mt-1 text-3xl font-bold text-stone-900">
            {t('Donors and patients, connected in time')}
          </h2>
          <p className="mt-3 text-stone-700">
            {t('Grant brings together donors, people who need blood, volunteers and hospitals across every district of Bangladesh.')}
          </p>
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ Icon, title, text }) => (
            <li key={title} className="flex gap-4 rounded-2xl border border-stone-200 p-5">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <div>
                <h3 className="font-bold text-stone-900">{t(title)}</h3>
                <p className="mt-1 text-sm text-stone-700">{t(text)}</p>
              </div>
            </li>
          ))}
        </ul>
        <ButtonLink to={PAGE_PATHS.pendingRequests} size="lg" className="mt-10">
          {t(SHELL_MESSAGES.exploreNow)}
        </ButtonLink>
      </div>
    </section>
  );
}
