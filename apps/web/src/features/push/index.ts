/** This device's alerts switch, shown on the profile page. */
export { DeviceAlertsSwitch } from './components/device-alerts-switch';
