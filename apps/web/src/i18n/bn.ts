import { DISTRICTS, DIVISIONS } from '@grant/shared';
import { AUDIT_BN } from '../features/audit/audit.bn';
import { AUTH_BN } from '../features/auth/auth.bn';
import { BLOGS_BN } from '../features/blogs/blogs.bn';
import { BLOOD_BANKS_BN } from '../features/blood-banks/blood-banks.bn';
import { CONTACT_BN } from '../features/contact/contact.bn';
import { DASHBOARD_BN } from '../features/dashboard/dashboard.bn';
import { DONORS_BN } from '../features/donors/donors.bn';
import { DRIVES_BN } from '../features/drives/drives.bn';
import { HOME_BN } from '../features/home/home.bn';
import { LOCATIONS_BN } from '../features/locations/locations.bn';
import { MODERATION_BN } from '../features/moderation/moderation.bn';
import { NOTIFICATIONS_BN } from '../features/notifications/notifications.bn';
import { OUTBOX_BN } from '../features/outbox/outbox.bn';
import { PAYMENTS_BN } from '../features/payments/payments.bn';
import { PLACES_BN } from '../features/places/places.bn';
import { PRIVACY_BN } from '../features/privacy/privacy.bn';
import { ALERTS_BN } from '../features/profile/alerts.bn';
import { PROFILE_BN } from '../features/profile/profile.bn';
import { YOUR_DATA_BN } from '../features/profile/your-data.bn';
import { PUSH_BN } from '../features/push/push.bn';
import { NEED_DISPLAY_BN } from '../features/requests/need-display.bn';
import { REQUEST_NEED_BN } from '../features/requests/request-need.bn';
import { REQUESTS_BN } from '../features/requests/requests.bn';
import { STATS_BN } from '../features/stats/stats.bn';
import { SURGES_BN } from '../features/surges/surges.bn';
import { TRIAGE_BN } from '../features/triage/triage.bn';
import { USERS_BN } from '../features/users/users.bn';
import { COMMON_BN, SHARED_BN } from './common.bn';

/** How Bangla writes digits and typed times, loaded with the dictionary (./locale.ts): an English page does without them. */
export { banglaDigits, banglaTypedTime } from './bangla-time';

/**
 * The whole Bangla dictionary, English text -> Bangla: one chunk, loaded only when Bangla is chosen
 * (./locale.ts). Each feature keeps its texts' Bangla beside it in `<feature>.bn.ts`.
 */
export const BN = {
  ...SHARED_BN,
  ...COMMON_BN,
  ...AUDIT_BN,
  ...AUTH_BN,
  ...BLOGS_BN,
  ...BLOOD_BANKS_BN,
  ...CONTACT_BN,
  ...DASHBOARD_BN,
  ...DONORS_BN,
  ...DRIVES_BN,
  ...HOME_BN,
  ...LOCATIONS_BN,
  ...MODERATION_BN,
  ...NOTIFICATIONS_BN,
  ...OUTBOX_BN,
  ...PAYMENTS_BN,
  ...PRIVACY_BN,
  ...PROFILE_BN,
  ...YOUR_DATA_BN,
  ...ALERTS_BN,
  ...PUSH_BN,
  ...REQUESTS_BN,
  ...REQUEST_NEED_BN,
  ...NEED_DISPLAY_BN,
  ...PLACES_BN,
  ...SURGES_BN,
  ...STATS_BN,
  ...TRIAGE_BN,
  ...USERS_BN,
};

/** Division and district names: the API keeps the English name, Bangla shows the Bangla one. */
export const PLACES: Readonly<Record<string, string>> = Object.fromEntries(
  [...DIVISIONS, ...DISTRICTS].map((place) => [place.name, place.bnName]),
);
