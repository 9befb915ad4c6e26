import { SHELL_MESSAGES } from '@grant/shared';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useCallback, useEffect, useMemo, useState } from 'react';
import { cn } from '../../../components/ui/cn';
import { EventCard, type EventCardContent } from '../../../components/ui/event-card';
import { type Translate, useT } from '../../../i18n/use-t';
import { driveCardContent, useUpcomingDrives } from '../../drives';
import { CAMPAIGNS } from '../content/campaigns';

const CARDS_PER_SLIDE = 2;
const CARDS = 6;
const NO_PLACE = { division: '', district: '' };

const campaignCard =
  (t: Translate) =>
  (campaign: (typeof CAMPAIGNS)[number]): EventCardContent => ({
    image: campaign.image,
    imageAlt: t(campaign.imageAlt),
    date: t(campaign.date),
    title: t(campaign.title),
    description: t(campaign.description),
    time: t(campaign.time),
    location: t(campaign.location),
  });

/**
 * 'Popular Campaigns': three slides of two cards; swipe, arrows, dots and the arrow keys move it. The
 * soonest upcoming drives come first; the spec's static cards fill the rest, so the prerendered page
 * (no drives yet) and an empty database show the spec's six, and no card changes size when drives arrive.
 */
export function CampaignCarousel() {
  const t = useT();
  const drives = useUpcomingDrives(NO_PLACE, undefined, CARDS).query.data?.items;
  const slides = useMemo(() => {
    const cards = [...(drives ?? []).map((drive) => driveCardContent(drive, t)), ...CAMPAIGNS.map(campaignCard(t))].slice(0, CARDS);
    return Array.from({ length: CARDS / CARDS_PER_SLIDE }, (_, i) => cards.slice(i * CARDS_PER_SLIDE, (i + 1) * CARDS_PER_SLIDE));
  }, [drives, t]);
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, align: 'start' });
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') embla?.scrollPrev();
      if (event.key === 'ArrowRight') embla?.scrollNext();
    },
    [embla],
  );

  return (
    <section aria-labelledby="campaigns-heading" className="mx-auto max-w-7xl px-4 py-16">
      <div className="flex items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">{t('Join us')}</p>
          <h2 id="campaigns-heading" className="mt-1 text-3xl font-bold text-stone-900">
            {t(SHELL_MESSAGES.popularCampaigns)}
          </h2>
        </div>
        <div className="flex gap-2">
          <button
            type="button"
            onClick={() => embla?.scrollPrev()}
            className="rounded-full border border-stone-300 bg-white p-2.5 hover:bg-stone-100"
            aria-label={t('Previous campaigns')}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <button
            type="button"
            onClick={() => embla?.scrollNext()}
            className="rounded-full border border-stone-300 bg-white p-2.5 hover:bg-stone-100"
            aria-label={t('Next campaigns')}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
      </div>
      {/* The region takes focus so that the arrow keys move the carousel (the ARIA carousel pattern). */}
      <section
        ref={viewportRef}
        className="mt-8 overflow-hidden rounded-2xl"
        aria-roledescription="carousel"
        aria-label={t('Campaign slides')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: see above.
        tabIndex={0}
        onKeyDown={onKeyDown}
      >
        <div className="flex">
          {slides.map((cards, index) => (
            // biome-ignore lint/a11y/useSemanticElements: a slide is a group of cards, not a form fieldset.
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: the slides are positions; their cards change.
              key={index}
              className="grid min-w-0 shrink-0 grow-0 basis-full gap-6 px-px md:grid-cols-2"
              role="group"
              aria-roledescription="slide"
              aria-label={t('{index} of {count}', { index: index + 1, count: slides.length })}
              aria-hidden={index !== selected}
              inert={index !== selected}
            >
              {cards.map((card) => (
                <EventCard key={card.href ?? card.title} card={card} eager={index === 0} />
              ))}
            </div>
          ))}
        </div>
      </section>
      <div className="mt-6 flex justify-center gap-2">
        {slides.map((_, index) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: one dot per slide position.
            key={index}
            type="button"
            onClick={() => embla?.scrollTo(index)}
            className="flex size-6 items-center justify-center rounded-full"
            aria-label={t('Show slide {index}', { index: index + 1 })}
            aria-current={index === selected}
          >
            <span
              aria-hidden="true"
              className={cn('block h-2.5 rounded-full transition-all', index === selected ? 'w-6 bg-brand-700' : 'w-2.5 bg-stone-400')}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
