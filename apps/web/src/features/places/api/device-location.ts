import { type GeoPoint, roundedLocation } from '@grant/shared';

/** Why the browser gave no position, as the person is told it. */
export type LocationFailure = 'denied' | 'unavailable' | 'unsupported';

/**
 * This device's position from the browser (it asks the person first), rounded to about a kilometre
 * here already: the exact point never leaves the page.
 */
export function deviceLocation(): Promise<GeoPoint> {
  return new Promise((resolve, reject: (failure: LocationFailure) => void) => {
    if (!('geolocation' in navigator)) {
      reject('unsupported');
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve(roundedLocation({ lat: coords.latitude, lon: coords.longitude })),
      (error) => reject(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 10 * 60_000 },
    );
  });
}
