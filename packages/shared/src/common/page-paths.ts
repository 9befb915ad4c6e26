/**
 * Every page of the web app, in one place: the web router builds its routes from these, links use them, and
 * the server answers 404 for any other path (the app then shows its 404 page). `:id` stands for a record's
 * UUID: a path with anything else there is no page.
 */
export const PAGE_PATHS = {
  home: '/',
  login: '/login',
  googleLanding: '/login/google',
  completeProfile: '/complete-profile',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  register: '/register',
  search: '/search',
  pendingRequests: '/pendingRequest',
  donation: '/donation',
  payment: '/payment',
  blog: '/blog',
  blogPost: '/blog/:id',
  privacy: '/privacy',
  requestDetails: '/details/:id',
  dashboard: '/dashboard',
  dashboardHome: '/dashboard/dashboards',
  profile: '/dashboard/profile',
  myRequests: '/dashboard/myDonationRequests',
  createRequest: '/dashboard/donationRequest',
  editRequest: '/dashboard/update/:id',
  adminHome: '/dashboard/home',
  funding: '/dashboard/funding',
  myGifts: '/dashboard/myGifts',
  allRequests: '/dashboard/allRequest',
  users: '/dashboard/users',
  messages: '/dashboard/messages',
  audit: '/dashboard/audit',
  outbox: '/dashboard/outbox',
  content: '/dashboard/content',
  addBlog: '/dashboard/addBlog',
  editBlog: '/dashboard/blogs/:id/edit',
  volunteerHome: '/dashboard/volunteerHome',
  volunteerAllRequests: '/dashboard/volunteerAllRequest',
  triage: '/dashboard/triage',
  callSheet: '/dashboard/triage/:id/calls',
  moderation: '/dashboard/moderation',
  insights: '/dashboard/insights',
  drives: '/drives',
  driveDetails: '/drives/:id',
  organisedDrives: '/dashboard/drives',
  createDrive: '/dashboard/drives/new',
  driveRoster: '/dashboard/drives/:id',
  bloodBanks: '/blood-banks',
  managedBloodBanks: '/dashboard/blood-banks',
} as const;

export type PagePath = (typeof PAGE_PATHS)[keyof typeof PAGE_PATHS];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a path's `:id` can name a record at all (ids are UUIDs). */
export const isRecordId = (id: string): boolean => UUID.test(id);

/** The pages whose path names a record: only these take an id. */
export type RecordPagePath = Extract<PagePath, `${string}/:id` | `${string}/:id/${string}`>;

/** `pattern` with its `:id` filled in: `pagePath(PAGE_PATHS.requestDetails, id)`. */
export const pagePath = (pattern: RecordPagePath, id: string): string => pattern.replace(':id', encodeURIComponent(id));

/** A page's URL with a query string: `withQuery(PAGE_PATHS.login, { google: 'expired' })`. */
export const withQuery = (path: string, query: Record<string, string>): string => `${path}?${new URLSearchParams(query)}`;

/** The search page's donors view (issue 47): `withQuery(PAGE_PATHS.search, SEARCH_DONORS_VIEW)`. */
export const SEARCH_DONORS_VIEW = { view: 'donors' } as const;

export interface PageMatch {
  pattern: PagePath;
  /** The `:id` of the path, when its pattern has one. */
  id?: string;
}

const PATTERNS = Object.values(PAGE_PATHS).map((pattern) => ({ pattern, segments: pattern.split('/').filter(Boolean) }));

/**
 * The page a path names, as the web router matches it (letter case and a trailing slash do not matter), or
 * undefined when there is none: an unknown path, or an `:id` that is not a UUID.
 */
export function matchPagePath(pathname: string): PageMatch | undefined {
  let segments: string[];
  try {
    segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return undefined; // a malformed %-escape names no page
  }
  for (const { pattern, segments: expected } of PATTERNS) {
    if (expected.length !== segments.length) continue;
    let id: string | undefined;
    const matches = expected.every((part, i) => {
      const actual = segments[i] ?? '';
      if (part !== ':id') return part.toLowerCase() === actual.toLowerCase();
      id = actual;
      return isRecordId(actual);
    });
    if (matches) return id === undefined ? { pattern } : { pattern, id };
  }
  return undefined;
}
