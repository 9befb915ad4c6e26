/** A page of one record that answers a dead link with the 404 page (requests, posts). */
export { RecordPage } from './components/record-page';
