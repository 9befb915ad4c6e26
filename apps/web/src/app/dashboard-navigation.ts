import type { Role } from '@grant/shared';
import type { NavLinkItem } from './navigation';

// Apart from navigation.ts so that visitors' first JavaScript (the navbar) does not carry the dashboard's links.
export interface DashboardLinkItem extends NavLinkItem {
  /** Roles that see the link; none means everyone signed in. */
  roles?: readonly Role[];
}

/** The dashboard sidebar (spec section 2): admin, then staff, then everyone's links. */
export const DASHBOARD_LINKS: readonly DashboardLinkItem[] = [
  { to: '/dashboard/home', label: 'Admin home', roles: ['admin'] },
  { to: '/dashboard/users', label: 'All users', roles: ['admin'] },
  { to: '/dashboard/allRequest', label: 'All requests', roles: ['admin'] },
  { to: '/dashboard/funding', label: 'Funding', roles: ['admin'] },
  { to: '/dashboard/messages', label: 'Messages', roles: ['admin'] },
  { to: '/dashboard/audit', label: 'Audit log', roles: ['admin'] },
  { to: '/dashboard/outbox', label: 'Outbox', roles: ['admin'] },
  { to: '/dashboard/content', label: 'Content', roles: ['admin'] },
  { to: '/dashboard/volunteerHome', label: 'Volunteer home', roles: ['volunteer', 'admin'] },
  { to: '/dashboard/volunteerAllRequest', label: 'Volunteer all requests', roles: ['volunteer', 'admin'] },
  { to: '/dashboard/dashboards', label: 'Dashboard' },
  { to: '/dashboard/profile', label: 'Profile' },
  { to: '/dashboard/myDonationRequests', label: 'My donation requests' },
  { to: '/dashboard/donationRequest', label: 'Create donation request' },
  { to: '/dashboard/myGifts', label: 'My gifts' },
  { to: '/dashboard/addBlog', label: 'Add blog' },
  { to: '/', label: 'Home' },
];

export const visibleDashboardLinks = (role: Role) => DASHBOARD_LINKS.filter((link) => !link.roles || link.roles.includes(role));
