/**
 * The spec's texts of the app shell and the home page: apart from MESSAGES (which spreads them in)
 * so that the first script of every visit carries only these, not every message of the product.
 */
export const SHELL_MESSAGES = {
  appName: 'Grant',
  heroHeadline: 'Save lives, donate blood!',
  heroLifeNote: 'Each donation can save up to three lives.',
  joinAsDonor: 'Join as a donor',
  searchDonors: 'Search Donors',
  popularCampaigns: 'Popular Campaigns',
  exploreNow: 'Explore Now',
  notFound: '404 page not found page',
} as const;

/** Browser tab titles: 'Grant | Home' style (the payment page has its own spelling, in MESSAGES' module). */
export const pageTitle = (page: string, appName: string = SHELL_MESSAGES.appName): string => `${appName} | ${page}`;
