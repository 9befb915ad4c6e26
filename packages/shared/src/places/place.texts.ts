/** The places' messages (hospitals, areas, a point on the map); the web's dictionary has each one's Bangla. */
export const PLACE_TEXTS = {
  outsideBangladesh: 'That place is not in Bangladesh. Choose a hospital from the list or a point inside Bangladesh.',
  latitude: 'Enter the latitude as a number of degrees.',
  longitude: 'Enter the longitude as a number of degrees.',
  hospitalNotFound: 'No hospital was found with that id. Choose one from the list.',
  hospitalNotInDistrict: 'That hospital is not in the district you chose. Choose the hospital again or change the district.',
  hospitalOrLocation: 'Give either a hospital from the list or a location, not both.',
  areaNotFound: 'No area was found with that id. Choose your upazila or thana from the list.',
  areaNotInDistrict: 'That area is not in your district. Choose an upazila or thana of your district, or change your district first.',
  areaOrLocation: 'Give either an area or a location, not both.',
  hospitalExists: 'A hospital with that name is already in that district.',
  hospitalNameRequired: 'Hospital name is required.',
} as const;

/** The profile's "where you live" (issue 48); the web's dictionary has their Bangla. */
export const DONOR_AREA_TEXTS = {
  title: 'Where you live',
  hint: 'Alerts go first to the donors nearest the hospital. Choose your upazila or thana, or use your location; without either, your district’s centre is used.',
  area: 'Upazila or thana',
  areaHint: 'The areas of your district, as on your profile.',
  noArea: 'Not chosen (your district’s centre is used)',
  saveArea: 'Save area',
  areaSaved: 'Your area is saved.',
  useLocation: 'Use my location',
  locationNote: 'Your browser asks first. It is kept rounded to about 1 km, and used only to find requests near you.',
  locationShown: 'Your location: {point} (kept rounded to about 1 km).',
  removeLocation: 'Remove my location',
  locationSaved: 'Your location is saved, rounded to about 1 km.',
  locationRemoved: 'Your location is removed.',
} as const;
