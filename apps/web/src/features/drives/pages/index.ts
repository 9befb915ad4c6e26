/** The drives' pages, in one chunk: each lazy page of its own would cost every visitor's entry script its loader. */
export { CreateDrivePage } from './create-drive-page';
export { DriveDetailsPage } from './drive-details-page';
export { DriveRosterPage } from './drive-roster-page';
export { DrivesPage } from './drives-page';
export { OrganisedDrivesPage } from './organised-drives-page';
