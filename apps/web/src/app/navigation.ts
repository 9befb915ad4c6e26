import { PAGE_PATHS } from '@grant/shared';
import type { Text } from '../i18n/locale';

export interface NavLinkItem {
  to: string;
  /** English; shown through `t`. */
  label: Text;
}

/** The navbar's links, for everyone (spec section 2, Layout). */
export const NAVBAR_LINKS: readonly NavLinkItem[] = [
  { to: '/', label: 'Home' },
  { to: '/pendingRequest', label: 'Donation requests' },
  { to: '/search', label: 'Search' },
  { to: '/blog', label: 'Blog' },
  { to: '/payment', label: 'Payment' },
  { to: '/dashboard/dashboards', label: 'Dashboard' },
];

export const FOOTER_LINKS: readonly NavLinkItem[] = [
  { to: '/', label: 'Home' },
  { to: '/donation', label: 'Donation requests' },
  { to: '/pendingRequest', label: 'Pending requests' },
  { to: '/search', label: 'Search' },
  { to: '/blog', label: 'Blog' },
  { to: '/payment', label: 'Payment' },
  { to: '/Dashboard', label: 'Dashboard' },
  { to: PAGE_PATHS.login, label: 'Login' },
];
