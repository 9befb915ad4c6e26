import { PAGE_PATHS } from '@grant/shared';
import { Link, useLocation } from 'react-router';
import { useAuth } from '../../features/auth/auth-context';
import { useT } from '../../i18n/use-t';
import { useHydrated } from '../../lib/use-hydrated';
import { FOOTER_LINKS } from '../navigation';
import { BrandLogo } from './brand-logo';
import { FacebookMark, InstagramMark, XMark } from './social-icons';

/** The spec's social icons have no targets, so they are shown as decoration, not as links. */
const SOCIAL_ICONS = [
  { Icon: FacebookMark, label: 'Facebook' },
  { Icon: XMark, label: 'X' },
  { Icon: InstagramMark, label: 'Instagram' },
];

export function Footer() {
  const t = useT();
  const { user } = useAuth();
  // Loaded lazily, the footer of a prerendered page may hydrate after the session check has ended: it
  // is hydrated as drawn (for a visitor), then drawn for the person (else React error #418).
  const signedIn = useHydrated() && user !== null;
  const location = useLocation();
  // Signed in, there is nobody to sign in; signed out, sign-in comes back here (login-page.tsx `returnPath`).
  const links = signedIn ? FOOTER_LINKS.filter((link) => link.to !== PAGE_PATHS.login) : FOOTER_LINKS;
  return (
    <footer className="mt-16 bg-stone-900 text-stone-200">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-3">
        <div>
          <BrandLogo inverted />
          <p className="mt-3 max-w-xs text-sm text-stone-300">
            {t('Connecting blood donors with people in need, across every district of Bangladesh.')}
          </p>
        </div>
        <nav aria-label={t('Footer')}>
          <ul className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm">
            {links.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  state={link.to === PAGE_PATHS.login ? { from: location } : undefined}
                  className="rounded text-stone-200 hover:text-white hover:underline"
                >
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <ul className="flex gap-3 md:justify-end" aria-label={t('Follow us')}>
          {SOCIAL_ICONS.map(({ Icon, label }) => (
            <li key={label} className="flex size-10 items-center justify-center rounded-full bg-stone-800">
              <Icon />
              <span className="sr-only">{label}</span>
            </li>
          ))}
        </ul>
      </div>
      <p className="border-t border-stone-800 py-4 text-center text-xs text-stone-400">
        {t('© {year} Grant blood donation', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
