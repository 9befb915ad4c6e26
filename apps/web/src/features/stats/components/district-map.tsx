import { type Insights, PAGE_PATHS, withQuery } from '@grant/shared';
import { Link } from 'react-router';
import { cn } from '../../../components/ui/cn';
import { formatNumber, placeName } from '../../../i18n/locale';
import { useT } from '../../../i18n/use-t';
import { DISTRICT_SHAPES, MAP_SIZE } from '../map/district-shapes';

/** Darker for more open requests, against the district with the most; grey for none. */
const SHADES = ['fill-red-200', 'fill-red-400', 'fill-red-600', 'fill-red-800'] as const;
const shadeOf = (open: number, most: number) =>
  open === 0 ? 'fill-stone-200' : SHADES[Math.max(0, Math.ceil((open / most) * SHADES.length) - 1)];

/**
 * The map of needs: Bangladesh's 64 districts drawn from the bundled boundaries (no tile server, so it
 * works offline), shaded by open requests. Each district is a link, named for screen readers, to the
 * triage board filtered to it.
 */
export function DistrictMap({ openByDistrict }: { openByDistrict: Insights['openByDistrict'] }) {
  const t = useT();
  const counts = new Map(openByDistrict.map((row) => [row.district, row.open]));
  const most = Math.max(1, ...counts.values());
  return (
    <figure className="space-y-3">
      {/* biome-ignore lint/a11y/useSemanticElements: an SVG cannot be a fieldset; the group names the map's 64 district links. */}
      <svg
        viewBox={`0 0 ${MAP_SIZE.width} ${MAP_SIZE.height}`}
        role="group"
        aria-label={t('Map of open requests by district')}
        className="mx-auto h-auto w-full max-w-md"
      >
        {DISTRICT_SHAPES.map(({ name, d }) => {
          const open = counts.get(name) ?? 0;
          const label = t('{district}: {count} open requests', { district: placeName(name), count: formatNumber(open) });
          return (
            <Link key={name} to={withQuery(PAGE_PATHS.triage, { district: name })} aria-label={label} className="group outline-none">
              <path
                d={d}
                className={cn(
                  shadeOf(open, most),
                  'stroke-white stroke-[0.8] transition-opacity group-hover:opacity-75 group-focus-visible:stroke-stone-950 group-focus-visible:stroke-[2.5]',
                )}
              >
                <title>{label}</title>
              </path>
            </Link>
          );
        })}
      </svg>
      <div className="flex flex-wrap items-center justify-center gap-3 text-xs text-stone-700" aria-hidden="true">
        <span className="flex items-center gap-1">
          <span className="size-3 rounded-sm bg-stone-200" /> {t('None')}
        </span>
        <span className="flex items-center gap-1">
          <span className="size-3 rounded-sm bg-red-200" />
          <span className="size-3 rounded-sm bg-red-400" />
          <span className="size-3 rounded-sm bg-red-600" />
          <span className="size-3 rounded-sm bg-red-800" /> {t('Fewer to more open requests')}
        </span>
      </div>
      <figcaption className="text-center text-xs text-stone-600">
        {t('District boundaries: bangladesh-geocode by Nuhil Mehdy (MIT), from OCHA/HDX boundaries of Bangladesh.')}
      </figcaption>
    </figure>
  );
}
