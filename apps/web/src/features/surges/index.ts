/** The dengue surge (issue 48): the home page's banner and the admin's switch on the dashboard. */
export { SurgeBanner } from './components/surge-banner';
export { SurgeSwitch } from './components/surge-switch';
