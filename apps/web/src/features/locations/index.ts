/** Division, district and upazila pickers, for plain state and for react-hook-form. */
export { FormLocationFields } from './components/form-location-fields';
export { LocationFields } from './components/location-fields';
