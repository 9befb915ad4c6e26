import { PAGE_PATHS, SURGE_DISPLAY_TEXTS, type Surge } from '@grant/shared';
import { Siren } from 'lucide-react';
import { Link } from 'react-router';
import { placeName } from '../../../i18n/locale';
import { type Translate, useT } from '../../../i18n/use-t';
import { useLiveSurges } from '../api/surges-api';

/** The banner's sentence: where the surge is and which groups' platelet donors it asks to answer. */
export function surgeWords(t: Translate, surge: Surge): string {
  const groups = surge.groups.join(', ');
  if (surge.district === null) {
    return groups ? t(SURGE_DISPLAY_TEXTS.bannerCountry, { groups }) : t(SURGE_DISPLAY_TEXTS.bannerCountryNoGroups);
  }
  const district = placeName(surge.district);
  return groups ? t(SURGE_DISPLAY_TEXTS.bannerDistrict, { district, groups }) : t(SURGE_DISPLAY_TEXTS.bannerNoGroups, { district });
}

/**
 * The home page's banner while a dengue surge is on (issue 48): one line per live surge, asking the
 * platelet donors of the needed groups to answer, with the way to the open requests. Nothing at all
 * when none is on (or the list cannot be had: the page works without it).
 */
export function SurgeBanner() {
  const t = useT();
  const surges = useLiveSurges();
  const live = surges.data ?? [];
  if (live.length === 0) return null;
  return (
    <section aria-label={t(SURGE_DISPLAY_TEXTS.switchTitle)} className="border-b border-amber-300 bg-amber-50 text-amber-950">
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
        <ul className="space-y-1">
          {live.map((surge) => (
            <li key={surge._id} className="flex items-start gap-2 font-medium">
              <Siren aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
              <span data-testid="surge-banner">{surgeWords(t, surge)}</span>
            </li>
          ))}
        </ul>
        <Link to={PAGE_PATHS.pendingRequests} className="shrink-0 font-semibold text-red-800 underline underline-offset-2">
          {t(SURGE_DISPLAY_TEXTS.bannerLink)}
        </Link>
      </div>
    </section>
  );
}
