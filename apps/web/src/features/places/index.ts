/** The hospital directory and the donors' areas (issue 48): the request form's hospital field and the profile's area. */

export { deviceLocation, type LocationFailure } from './api/device-location';
export { useAreas } from './api/places-api';
export { HospitalPlaceField } from './components/hospital-place-field';
export { LOCATION_FAILURES } from './components/location-failures';
