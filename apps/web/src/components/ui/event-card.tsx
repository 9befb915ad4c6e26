import { CalendarDays, Clock, Droplet, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/use-t';

export interface EventCardContent {
  /** None: a drop on the brand colour, in the same space. */
  image?: string;
  imageAlt: string;
  date: string;
  title: string;
  description: string;
  time: string;
  location: string;
  /** The title links here when given. */
  href?: string;
}

/**
 * The spec's campaign card (image, date, title, description, time, location), shown for the home
 * page's campaigns and for donation drives; texts arrive in the page's language. `eager`: the first
 * cards, on screen at once on a phone, are not lazy-loaded.
 */
export function EventCard({ card, eager = false, children }: { card: EventCardContent; eager?: boolean; children?: ReactNode }) {
  const t = useT();
  return (
    <article className="flex h-full w-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      {card.image ? (
        <img
          src={card.image}
          alt={card.imageAlt}
          width={640}
          height={360}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="aspect-video w-full object-cover"
        />
      ) : (
        <div className="flex aspect-video w-full items-center justify-center bg-brand-700">
          <Droplet aria-hidden="true" className="size-16 fill-white text-white" />
        </div>
      )}
      <div className="flex flex-1 flex-col p-5">
        <p className="flex items-center gap-2 text-sm font-semibold text-brand-700">
          <CalendarDays aria-hidden="true" className="size-4" /> {card.date}
        </p>
        <h3 className="mt-2 text-lg font-bold text-stone-900">
          {card.href ? (
            <Link to={card.href} className="hover:underline focus-visible:underline">
              {card.title}
            </Link>
          ) : (
            card.title
          )}
        </h3>
        <p className="mt-1 line-clamp-3 flex-1 text-stone-700">{card.description}</p>
        <dl className="mt-4 space-y-1 text-sm text-stone-700">
          <div className="flex items-center gap-2">
            <dt>
              <Clock aria-hidden="true" className="size-4" />
              <span className="sr-only">{t('Time')}</span>
            </dt>
            <dd>{card.time}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt>
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              <span className="sr-only">{t('Location')}</span>
            </dt>
            <dd>{card.location}</dd>
          </div>
        </dl>
        {children}
      </div>
    </article>
  );
}
