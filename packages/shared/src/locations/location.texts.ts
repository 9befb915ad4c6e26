export const DISTRICT_NOT_IN_DIVISION = 'That district is not in the chosen division.';
