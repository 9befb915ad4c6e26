/** The blood banks' two pages, in one chunk (each lazy page of its own costs every visitor's entry script its loader). */
export { BloodBanksPage } from './blood-banks-page';
export { ManagedBanksPage } from './managed-banks-page';
