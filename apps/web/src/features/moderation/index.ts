/**
 * What other features may use of moderation: the report button of a request's details page (its
 * form, with zod and react-hook-form, which the details page does not otherwise need, loads only
 * when the dialog is about to open).
 */
export { ReportButton } from './components/report-button';
