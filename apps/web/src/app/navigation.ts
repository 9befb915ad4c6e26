import { PAGE_PATHS } from '@grant/shared';
import type { Text } from '../i18n/locale';

export interface NavLinkItem {
  to: string;
  /** English; shown through `t`. */
  label: Text;
}

/** The navbar's links, for everyone (spec section 2, Layout). */
export const NAVBAR_LINKS: readonly NavLinkItem[] = [
  { to: PAGE_PATHS.home, label: 'Home' },
  { to: PAGE_PATHS.pendingRequests, label: 'Donation requests' },
  { to: PAGE_PATHS.search, label: 'Search' },
  { to: PAGE_PATHS.drives, label: 'Drives' },
  { to: PAGE_PATHS.bloodBanks, label: 'Blood banks' },
  { to: PAGE_PATHS.blog, label: 'Blog' },
  { to: PAGE_PATHS.payment, label: 'Payment' },
  { to: PAGE_PATHS.dashboardHome, label: 'Dashboard' },
];

export const FOOTER_LINKS: readonly NavLinkItem[] = [
  { to: PAGE_PATHS.home, label: 'Home' },
  { to: PAGE_PATHS.donation, label: 'Donation requests' },
  { to: PAGE_PATHS.pendingRequests, label: 'Pending requests' },
  { to: PAGE_PATHS.search, label: 'Search' },
  { to: PAGE_PATHS.drives, label: 'Drives' },
  { to: PAGE_PATHS.bloodBanks, label: 'Blood banks' },
  { to: PAGE_PATHS.blog, label: 'Blog' },
  { to: PAGE_PATHS.payment, label: 'Payment' },
  // The spec's footer spells it with a capital D; page paths match whatever the letter case.
  { to: '/Dashboard', label: 'Dashboard' },
  { to: PAGE_PATHS.login, label: 'Login' },
  // Not the spec's: what is kept about people and how to take it or delete it (issue 22).
  { to: PAGE_PATHS.privacy, label: 'Privacy' },
];
