export const DISTRICT_NOT_IN_DIVISION = 'That district is not in the chosen division.';
export const PLACE_CHANGED_TOGETHER = 'Division and district are changed together.';
