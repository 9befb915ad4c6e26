/**
 * The donor panels other pages show: a request's compatible donors, the search page's donors, a donor's history and profile;
 * the profile's eligibility; the listing question of the sign-up forms and the not-listed notice of the dashboard and profile.
 */
export { useDonorProfile } from './api/donors-api';
export { CompatibleDonors } from './components/compatible-donors';
export { DonationHistory } from './components/donation-history';
export { DonorListingQuestion, type ListingAnswer, NotListedNotice, withListingAnswer } from './components/donor-listing';
export { DonorProfileSection } from './components/donor-profile-section';
export { DonorSearchResults } from './components/donor-search-results';
