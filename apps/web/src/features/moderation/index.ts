/** What other features may use of moderation: the report button of a request's details page. */
export { ReportButton } from './components/report-dialog';
