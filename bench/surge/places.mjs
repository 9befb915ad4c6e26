// Where the surge's donors live and where its requests are (issue 48): the points the seed scatters
// donors around and the Dhaka hospitals the requests name. The population is synthetic; only its
// shape has to be real: a third of the donors in Dhaka district, most of them in the city's thanas.

/**
 * Dhaka's city thanas and the district's five upazilas, when the database has no areas yet (the
 * areas data lands with migration 0025; the seed then takes the centres from the areas table).
 * Centres of the OCHA COD-AB (adm3) polygons to about 100 m, as in the project's areas.json
 * (issue 48, branch i48-data), rounded to 3 decimals; kept short: the seed needs the spread, not
 * every thana.
 */
export const DHAKA_FALLBACK_AREAS = [
  ['Adabor', 23.77, 90.354],
  ['Badda', 23.798, 90.448],
  ['Bangshal', 23.717, 90.405],
  ['Biman Bandar', 23.847, 90.406],
  ['Cantonment', 23.814, 90.401],
  ['Chak Bazar', 23.717, 90.393],
  ['Dakshinkhan', 23.862, 90.425],
  ['Darus Salam', 23.784, 90.344],
  ['Demra', 23.725, 90.481],
  ['Dhanmondi', 23.745, 90.373],
  ['Gendaria', 23.703, 90.422],
  ['Gulshan', 23.789, 90.412],
  ['Hazaribagh', 23.741, 90.358],
  ['Jatrabari', 23.713, 90.452],
  ['Kadamtali', 23.688, 90.448],
  ['Kafrul', 23.795, 90.385],
  ['Kalabagan', 23.747, 90.386],
  ['Kamrangir Char', 23.712, 90.371],
  ['Khilgaon', 23.76, 90.455],
  ['Khilkhet', 23.835, 90.449],
  ['Kotwali', 23.709, 90.408],
  ['Lalbagh', 23.722, 90.377],
  ['Mirpur', 23.793, 90.361],
  ['Mohammadpur', 23.759, 90.356],
  ['Motijheel', 23.734, 90.422],
  ['New Market', 23.735, 90.382],
  ['Pallabi', 23.825, 90.369],
  ['Paltan', 23.734, 90.414],
  ['Ramna', 23.748, 90.406],
  ['Rampura', 23.76, 90.421],
  ['Sabujbagh', 23.734, 90.441],
  ['Shah Ali', 23.812, 90.347],
  ['Shahbagh', 23.733, 90.399],
  ['Sher-e-Bangla Nagar', 23.77, 90.376],
  ['Shyampur', 23.699, 90.429],
  ['Sutrapur', 23.714, 90.418],
  ['Tejgaon', 23.761, 90.392],
  ['Turag', 23.86, 90.368],
  ['Uttar Khan', 23.875, 90.445],
  ['Uttara', 23.873, 90.394],
].map(([name, lat, lon]) => ({ name, kind: 'thana', lat, lon }));

export const DHAKA_FALLBACK_UPAZILAS = [
  ['Savar', 23.881, 90.281],
  ['Keraniganj', 23.694, 90.344],
  ['Dhamrai', 23.937, 90.141],
  ['Nawabganj', 23.674, 90.161],
  ['Dohar', 23.601, 90.109],
].map(([name, lat, lon]) => ({ name, kind: 'upazila', lat, lon }));

/**
 * Dhaka district's donors: 70 % in the city's thanas (the two city corporations hold about 10 of the
 * district's 14.7 million people, 2022 census), the rest in the upazilas by their population
 * (Savar the largest, then Keraniganj). Shares of Dhaka's donors, in percent.
 */
export const DHAKA_CITY_SHARE = 70;
export const DHAKA_UPAZILA_SHARES = { Savar: 12, Keraniganj: 8, Dhamrai: 4, Nawabganj: 3, Dohar: 3 };
/** Share of all donors in Dhaka district (about a third: where a national service's users are). */
export const DHAKA_DISTRICT_SHARE = 33;

/** How far donors live from the centre they are scattered around: a standard deviation, km. */
export const SPREAD_KM = { thana: 0.9, upazila: 3.5, district: 7 };
/** Half the donors chose their area (they sit at its centre), half shared their (rounded) location. */
export const OWN_LOCATION_SHARE = 50;

/**
 * The Dhaka hospitals the surge's requests are at: large public hospitals that take dengue
 * patients, plus one private one, by their ids in the hospital directory (migration 0025, whose
 * points come from Wikipedia and OpenStreetMap: modules/places/dataset/README.md). The seed checks
 * they are there; the request's point is the directory's, through the donation_requests trigger.
 */
export const SURGE_HOSPITALS = [
  { id: 'dhaka-medical-college-hospital', name: 'Dhaka Medical College Hospital' },
  { id: 'shaheed-suhrawardy-medical-college-hospital', name: 'Shaheed Suhrawardy Medical College Hospital' },
  { id: 'bangladesh-medical-university-hospital-bsmmu-pg-hospital', name: 'Bangladesh Medical University Hospital (BSMMU, PG Hospital)' },
  { id: 'kurmitola-general-hospital', name: 'Kurmitola General Hospital' },
  { id: 'dhaka-shishu-children-hospital', name: 'Dhaka Shishu (Children) Hospital' },
  { id: 'square-hospital', name: 'Square Hospital' },
].map((h) => ({ ...h, division: 'Dhaka', district: 'Dhaka' }));

/** The hospital of the plan check: a critical B+ platelet request at Dhaka Medical College Hospital. */
export const PLAN_HOSPITAL = SURGE_HOSPITALS[0];

/** The share of the surge's requests in Dhaka district (dengue fills Dhaka's hospitals first). */
export const DHAKA_REQUEST_SHARE = 50;

/**
 * The components of a dengue-season surge, in percent: platelets most (pooled from whole-blood
 * donors, and apheresis from one donor), then whole blood and red cells for everything else.
 */
export const COMPONENT_SHARES = { platelets: 40, apheresis_platelets: 15, whole_blood: 25, red_cells: 12, plasma: 6, cryo: 2 };

/** Hours from the request to its neededBy, by urgency: platelets in a few hours when critical. */
export const NEEDED_WITHIN_HOURS = { critical: [2, 4], urgent: [6, 12], normal: [24, 48] };
