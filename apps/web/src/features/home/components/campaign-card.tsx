import { CalendarDays, Clock, MapPin } from 'lucide-react';
import type { Campaign } from '../content/campaigns';

export function CampaignCard({ campaign }: { campaign: Campaign }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      <img
        src={campaign.image}
        alt={campaign.imageAlt}
        width={640}
        height={360}
        loading="lazy"
        decoding="async"
        className="aspect-video w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="flex items-center gap-2 text-sm font-semibold text-brand-700">
          <CalendarDays aria-hidden="true" className="size-4" /> {campaign.date}
        </p>
        <h3 className="mt-2 text-lg font-bold text-stone-900">{campaign.title}</h3>
        <p className="mt-1 flex-1 text-stone-700">{campaign.description}</p>
        <dl className="mt-4 space-y-1 text-sm text-stone-700">
          <div className="flex items-center gap-2">
            <dt>
              <Clock aria-hidden="true" className="size-4" />
              <span className="sr-only">Time</span>
            </dt>
            <dd>{campaign.time}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt>
              <MapPin aria-hidden="true" className="size-4" />
              <span className="sr-only">Location</span>
            </dt>
            <dd>{campaign.location}</dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
