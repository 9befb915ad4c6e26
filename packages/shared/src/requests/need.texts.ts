import type { BloodComponent } from '../common/enums';
import type { CompatibilityReason } from '../donors/compatibility';
import { NEEDED_BY_MAX_DAYS } from './request-need';

/** Every text of a request's need (issue 48), in one place: the server's messages, the labels and the web's words. */

/** The messages and labels of a request's need (component and deadline); the web's dictionary has their Bangla. */
export const REQUEST_NEED_TEXTS = {
  chooseComponent: 'Choose what the patient needs: whole blood, red cells, platelets, apheresis platelets, plasma or cryo.',
  neededByFormat: 'Enter when the blood is needed by as a date and time, such as 2026-12-03T18:00+06:00.',
  neededByPast: 'The time the blood is needed by cannot be in the past.',
  neededByTooFar: `The time the blood is needed by must be within ${NEEDED_BY_MAX_DAYS} days.`,
} as const;

/** What each component is called where the app shows it. */
export const COMPONENT_LABELS: Record<BloodComponent, string> = {
  whole_blood: 'Whole blood',
  red_cells: 'Red cells',
  platelets: 'Platelets',
  apheresis_platelets: 'Apheresis platelets',
  plasma: 'Plasma',
  cryo: 'Cryo',
};

/**
 * What the web says about a request's need (issue 48): a one-line hint per component on the form, and
 * in words which groups a request can take and why (details page). Templates fill `{groups}`, `{patient}`.
 */
export const COMPONENT_HINTS = {
  whole_blood: 'One donor gives one bag; the usual ask for surgery and accidents.',
  red_cells: 'Separated from whole blood at the blood bank; for anaemia and thalassaemia.',
  platelets: 'Pooled from whole blood: about four donors for one bag; needed within days.',
  apheresis_platelets: 'One donor gives a full dose at a centre with a machine; takes about two hours.',
  plasma: 'Separated from whole blood; AB donors can give plasma to everyone.',
  cryo: 'Made from plasma, for bleeding disorders; same groups as plasma.',
} as const satisfies Record<BloodComponent, string>;

export const NEED_TEXTS = {
  component: 'What the patient needs',
  /** The lists' column: the component, and under it the time it is needed by. */
  need: 'Need, by when',
  neededBy: 'Needed by',
  neededByHint: 'Date and time in Bangladesh; it follows the donation date and time until you change it.',
  neededByChosen: 'Needed by {time}',
  compatibilityTitle: 'Who can give',
  /** e.g. 'Platelets for O-: O- first; then …': `{tiers}` are the reasons below, in order, joined by '; '. */
  compatibilityFor: '{component} for {patient}: {tiers}.',
  compatibilityThen: 'then',
  hospitalOnMap: 'Open the hospital on a map',
  placeOnMap: 'Open the place on a map',
} as const;

/** One tier of donorTiers in words: `{groups}` is the list of its groups. */
export const COMPATIBILITY_REASON_TEXTS = {
  same: '{groups} first',
  redCells: '{groups} (red cells compatible)',
  plasma: '{groups} (compatible plasma)',
  aboIdentical: '{groups} (same ABO group)',
  plasmaCompatible: '{groups} (plasma-compatible)',
  rhPositiveForRhNegative: '{groups} only if no Rh-negative donor can come',
} as const satisfies Record<CompatibilityReason, string>;
