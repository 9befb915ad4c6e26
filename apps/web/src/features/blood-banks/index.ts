/** What other features use of blood banks: the link from a request to the banks near it holding its group. */
export { BanksNearLink } from './components/banks-near-link';
