import type { Locale } from '../i18n/locale';

/**
 * The installable app's web manifests, one per language (docs/decisions/0028-installable-app-and-service-worker.md):
 * the build writes both (vite.config.ts), the page links the one of the chosen language. Both share
 * `id`, so an installed app stays the same app whichever language installed it.
 */
export const MANIFEST_HREF: Record<Locale, string> = { en: '/manifest.webmanifest', bn: '/manifest.bn.webmanifest' };

/** The brand colour (index.css `--color-brand-700`) and the page's background (`stone-50`). */
const THEME_COLOR = '#b91c1c';
const BACKGROUND_COLOR = '#fafaf9';

const TEXTS: Record<Locale, { name: string; shortName: string; description: string }> = {
  en: {
    name: 'Grant blood donation',
    shortName: 'Grant',
    description: 'Grant connects blood donors with people who need blood, in time.',
  },
  bn: {
    name: 'গ্রান্ট রক্তদান',
    shortName: 'গ্রান্ট',
    description: 'গ্রান্ট রক্তদাতাদের সঙ্গে যাঁদের রক্ত প্রয়োজন তাঁদের সময়মতো যুক্ত করে।',
  },
};

/** Drawn by apps/web/scripts/make-icons.mjs. */
export const MANIFEST_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

export function webManifest(locale: Locale) {
  const texts = TEXTS[locale];
  return {
    id: '/',
    name: texts.name,
    short_name: texts.shortName,
    description: texts.description,
    lang: locale,
    dir: 'ltr',
    // Without a query string: the server sends the prerendered home page only for a bare `/`.
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['health', 'medical'],
    icons: MANIFEST_ICONS,
  };
}
