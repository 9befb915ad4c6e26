/** The places' messages (hospitals, areas, a point on the map); the web's dictionary has each one's Bangla. */
export const PLACE_TEXTS = {
  outsideBangladesh: 'That place is not in Bangladesh. Choose a hospital from the list or a point inside Bangladesh.',
  latitude: 'Enter the latitude as a number of degrees.',
  longitude: 'Enter the longitude as a number of degrees.',
  hospitalNotFound: 'No hospital was found with that id. Choose one from the list.',
  hospitalNotInDistrict: 'That hospital is not in the district you chose. Choose the hospital again or change the district.',
  hospitalOrLocation: 'Give either a hospital from the list or a location, not both.',
  areaNotFound: 'No area was found with that id. Choose your upazila or thana from the list.',
  areaOrLocation: 'Give either an area or a location, not both.',
  hospitalExists: 'A hospital with that name is already in that district.',
  hospitalNameRequired: 'Hospital name is required.',
} as const;
