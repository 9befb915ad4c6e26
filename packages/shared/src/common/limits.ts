/** Business constants and limits (spec section 9) plus the bounds we add for safety. */
export const LIMITS = {
  passwordMinLength: 6,
  passwordMaxLength: 128,
  nameMaxLength: 100,
  /** A request's hospitalName (the spec's field; a directory hospital's name fills it). */
  hospitalNameMaxLength: 200,
  emailMaxLength: 254,
  dashboardLatestRequests: 3,
  contentLatestBlogs: 2,
  successToastMs: 1500,
  uploadMaxBytes: 5 * 1024 * 1024,
  uploadMaxPixels: 40_000_000,
  pageSizeDefault: 20,
  pageSizeMax: 100,
  /** Lists page by offset; past this page the offset would make each page slower (narrow the search instead). */
  pageMax: 1000,
  /** Lengths of what admins and volunteers type about drives and blood banks; its Bangla version has the same bound. */
  driveTitleMaxLength: 150,
  driveDescriptionMaxLength: 2000,
  addressMaxLength: 300,
  bankNameMaxLength: 150,
  openingHoursMaxLength: 200,
  /**
   * How many districts the search page's donors come from: the chosen one and those whose centres are
   * nearest (decision 0052). Donors further away could seldom reach the hospital in time, and a bound
   * keeps the search on the donor-match index instead of sorting every compatible donor of the country.
   */
  donorSearchDistricts: 8,
  /** Wrong passwords for one account, from any addresses, within `signInLockMinutes`, that pause its sign-in (decision 0020). */
  signInLockFailures: 10,
  /** How long sign-in stays paused, and the window the failures are counted in. */
  signInLockMinutes: 15,
} as const;
