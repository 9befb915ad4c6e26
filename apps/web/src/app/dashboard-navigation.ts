import { PAGE_PATHS, type Role } from '@grant/shared';
import type { NavLinkItem } from './navigation';

// Apart from navigation.ts so that visitors' first JavaScript (the navbar) does not carry the dashboard's links.
export interface DashboardLinkItem extends NavLinkItem {
  /** Roles that see the link; none means everyone signed in. */
  roles?: readonly Role[];
}

/** The dashboard sidebar (spec section 2): admin, then staff, then everyone's links. */
export const DASHBOARD_LINKS: readonly DashboardLinkItem[] = [
  { to: PAGE_PATHS.adminHome, label: 'Admin home', roles: ['admin'] },
  { to: PAGE_PATHS.users, label: 'All users', roles: ['admin'] },
  { to: PAGE_PATHS.allRequests, label: 'All requests', roles: ['admin'] },
  { to: PAGE_PATHS.funding, label: 'Funding', roles: ['admin'] },
  { to: PAGE_PATHS.messages, label: 'Messages', roles: ['admin'] },
  { to: PAGE_PATHS.moderation, label: 'Reported requests', roles: ['admin'] },
  { to: PAGE_PATHS.audit, label: 'Audit log', roles: ['admin'] },
  { to: PAGE_PATHS.outbox, label: 'Outbox', roles: ['admin'] },
  { to: PAGE_PATHS.content, label: 'Content', roles: ['admin'] },
  { to: PAGE_PATHS.triage, label: 'Triage board', roles: ['volunteer', 'admin'] },
  { to: PAGE_PATHS.insights, label: 'Map of needs and figures', roles: ['volunteer', 'admin'] },
  { to: PAGE_PATHS.organisedDrives, label: 'Donation drives', roles: ['volunteer', 'admin'] },
  { to: PAGE_PATHS.volunteerHome, label: 'Volunteer home', roles: ['volunteer', 'admin'] },
  { to: PAGE_PATHS.volunteerAllRequests, label: 'Volunteer all requests', roles: ['volunteer', 'admin'] },
  { to: PAGE_PATHS.dashboardHome, label: 'Dashboard' },
  { to: PAGE_PATHS.profile, label: 'Profile' },
  { to: PAGE_PATHS.myRequests, label: 'My donation requests' },
  { to: PAGE_PATHS.createRequest, label: 'Create donation request' },
  { to: PAGE_PATHS.myGifts, label: 'My gifts' },
  { to: PAGE_PATHS.managedBloodBanks, label: 'Blood bank stock' },
  { to: PAGE_PATHS.addBlog, label: 'Add blog' },
  { to: PAGE_PATHS.home, label: 'Home' },
];

export const visibleDashboardLinks = (role: Role) => DASHBOARD_LINKS.filter((link) => !link.roles || link.roles.includes(role));
