/** What other features use of donation drives: the upcoming list (the home carousel), its card, a donor's bookings. */
export { useUpcomingDrives } from './api/drives-api';
export { driveCardContent } from './components/drive-card-content';
export { MyBookingsSection } from './components/my-bookings-section';
