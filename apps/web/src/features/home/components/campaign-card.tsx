import { CalendarDays, Clock, MapPin } from 'lucide-react';
import { useT } from '../../../i18n/use-t';
import type { Campaign } from '../content/campaigns';

/** `eager`: the first slide's cards, on screen at once on a phone (often the page's largest paint), are not lazy-loaded. */
export function CampaignCard({ campaign, eager = false }: { campaign: Campaign; eager?: boolean }) {
  const t = useT();
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      <img
        src={campaign.image}
        alt={t(campaign.imageAlt)}
        width={640}
        height={360}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="aspect-video w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="flex items-center gap-2 text-sm font-semibold text-brand-700">
          <CalendarDays aria-hidden="true" className="size-4" /> {t(campaign.date)}
        </p>
        <h3 className="mt-2 text-lg font-bold text-stone-900">{t(campaign.title)}</h3>
        <p className="mt-1 flex-1 text-stone-700">{t(campaign.description)}</p>
        <dl className="mt-4 space-y-1 text-sm text-stone-700">
          <div className="flex items-center gap-2">
            <dt>
              <Clock aria-hidden="true" className="size-4" />
              <span className="sr-only">{t('Time')}</span>
            </dt>
            <dd>{t(campaign.time)}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt>
              <MapPin aria-hidden="true" className="size-4" />
              <span className="sr-only">{t('Location')}</span>
            </dt>
            <dd>{t(campaign.location)}</dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
