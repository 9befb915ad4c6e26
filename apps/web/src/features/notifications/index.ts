/** The alert waves of a request, shown on its details page. */
export { AlertWavesPanel } from './components/alert-waves-panel';
