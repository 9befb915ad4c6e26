import { lazyNamed } from '../../lib/lazy-named';

/**
 * What other features may use of moderation: the report button of a request's details page, loaded
 * after the page itself (its form brings zod and react-hook-form, which the details page does not
 * otherwise need: they cost its Lighthouse score a fifth).
 */
export const ReportButton = lazyNamed(() => import('./components/report-dialog'), 'ReportButton');
