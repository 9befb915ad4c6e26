import type { Text } from '../../../i18n/locale';
import type { LocationFailure } from '../api/device-location';

/** What the person is told when the browser gives no position. */
export const LOCATION_FAILURES: Record<LocationFailure, Text> = {
  denied: 'This site may not use your location: allow it in the browser’s settings, or choose from the list.',
  unavailable: 'Your location could not be found just now. Try again, or choose from the list.',
  unsupported: 'This browser cannot give your location. Choose from the list.',
};
