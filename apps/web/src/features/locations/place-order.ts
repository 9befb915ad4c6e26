import type { Locale } from '../../i18n/locale';

interface NamedPlace {
  name: string;
  bnName: string;
}

/** One collator per language, made on first use (Intl.Collator is costly to build, cheap to reuse). */
const collators = new Map<Locale, Intl.Collator>();
const collatorFor = (locale: Locale) => {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale === 'bn' ? 'bn' : 'en');
    collators.set(locale, collator);
  }
  return collator;
};

/**
 * Places in the alphabetical order of the page's language: by the Bangla name on a Bangla page (the name
 * it shows), by the English name otherwise. Every district list goes through this (location-fields.tsx).
 */
export function inPlaceOrder<Place extends NamedPlace>(places: readonly Place[], locale: Locale): Place[] {
  const collator = collatorFor(locale);
  const key = (place: Place) => (locale === 'bn' ? place.bnName : place.name);
  return [...places].sort((a, b) => collator.compare(key(a), key(b)));
}
