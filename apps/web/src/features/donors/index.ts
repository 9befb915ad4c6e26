/** The donor panels other pages show: a request's compatible donors, the search page's donors, a donor's history and profile; the profile's eligibility. */
export { useDonorProfile } from './api/donors-api';
export { CompatibleDonors } from './components/compatible-donors';
export { DonationHistory } from './components/donation-history';
export { DonorProfileSection } from './components/donor-profile-section';
export { DonorSearchResults } from './components/donor-search-results';
