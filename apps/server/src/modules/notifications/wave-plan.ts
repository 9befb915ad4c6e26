import {
  type AlertWaveReach,
  type BloodComponent,
  type BloodGroup,
  compatibleDonorGroupsFor,
  isPlateletComponent,
  type RequestUrgency,
} from '@grant/shared';

/**
 * The ladder of a request's alert waves (decision 0055): rings around the request's place that
 * double each wave, then its division, then the whole country for rare matches. The waits between
 * them come from the deadline. Pure rules: alert-waves.service applies them.
 */
export type WaveStep = { reach: 'nearby'; radiusKm: number } | { reach: 'division' | 'country'; radiusKm: null };

/** Wave 1's radius by urgency; platelets (needed within hours, given at a centre) one step tighter. */
const RADIUS_STEPS_KM = [3, 5, 10, 15] as const;
const URGENCY_STEP: Record<RequestUrgency, number> = { critical: 1, urgent: 2, normal: 3 };

/** The widest ring: beyond it, the division is asked as a whole. */
const NEARBY_MAX_KM = 60;
/** No ring is narrower than this, however close the deadline. */
const NEARBY_MIN_KM = 2;
/** How fast a donor gets to the hospital: city traffic in Dhaka and Chattogram, roads elsewhere. */
const CITY_KMH = 12;
const ROAD_KMH = 30;
const CITY_DISTRICTS = new Set(['Dhaka', 'Chattogram']);

/**
 * Share of Bangladeshi donors in each group (studies of donor populations, e.g. Dhaka Medical
 * College transfusion records: B+ about a third, O+ and A+ a quarter to a third, AB+ under a tenth,
 * every Rh-negative group together 2 to 3 %). Only the order of magnitude matters here.
 */
const GROUP_SHARE: Record<BloodGroup, number> = {
  'B+': 0.32,
  'O+': 0.3,
  'A+': 0.25,
  'AB+': 0.09,
  'O-': 0.012,
  'B-': 0.01,
  'A-': 0.008,
  'AB-': 0.003,
};
/** A match whose donors are fewer than this share of everyone goes on to the whole country. */
const RARE_POOL_SHARE = 0.1;

/**
 * Rare: the groups that may give this component are under a tenth of donors. That is every
 * Rh-negative patient of red cells or whole blood (2-3 %), and AB patients of plasma and cryo (only
 * AB plasma, about 9 %); not AB+ red cells (everyone gives) nor platelets (Rh-positive donors follow).
 */
export function isRareMatch(blood: BloodGroup, component: BloodComponent): boolean {
  const pool = compatibleDonorGroupsFor(blood, component).reduce((sum, group) => sum + GROUP_SHARE[group], 0);
  return pool < RARE_POOL_SHARE;
}

export interface PlannedRequest {
  urgency: RequestUrgency;
  component: BloodComponent;
  blood: BloodGroup;
  district: string;
  neededBy: Date;
}

/**
 * Wave 1's radius: by urgency and component, no wider than a donor can travel in half the time left
 * (so that they arrive with time to spare), never under NEARBY_MIN_KM.
 */
export function firstRadiusKm(request: PlannedRequest, now: Date): number {
  const step = URGENCY_STEP[request.urgency] - (isPlateletComponent(request.component) ? 1 : 0);
  const byNeed = RADIUS_STEPS_KM[step] ?? RADIUS_STEPS_KM[0];
  const hoursLeft = Math.max(0, request.neededBy.getTime() - now.getTime()) / 3_600_000;
  const travel = (CITY_DISTRICTS.has(request.district) ? CITY_KMH : ROAD_KMH) * (hoursLeft / 2);
  return Math.round(Math.max(NEARBY_MIN_KM, Math.min(byNeed, travel)) * 10) / 10;
}

/**
 * The step after `last` (the last wave sent; none: the first). A ring doubles up to NEARBY_MAX_KM,
 * then the division, then the country when the match is rare; the widest step repeats (those told
 * already are left out). Waves sent before issue 48 (district and division reaches) go on from the
 * first ring, or from the division's next step.
 */
export function nextStep(
  request: PlannedRequest,
  last: { reach: AlertWaveReach; radiusKm: number | null } | undefined,
  now: Date,
): WaveStep {
  const widest: WaveStep = isRareMatch(request.blood, request.component)
    ? { reach: 'country', radiusKm: null }
    : { reach: 'division', radiusKm: null };
  if (!last || last.reach === 'district-exact' || last.reach === 'district-compatible') {
    return { reach: 'nearby', radiusKm: firstRadiusKm(request, now) };
  }
  if (last.reach === 'nearby' && last.radiusKm !== null && last.radiusKm < NEARBY_MAX_KM) {
    return { reach: 'nearby', radiusKm: Math.min(NEARBY_MAX_KM, last.radiusKm * 2) };
  }
  if (last.reach === 'nearby') return { reach: 'division', radiusKm: null };
  return widest;
}

/** Whether `step` is the last of the ladder (only repeats of it can follow). */
export const isWidest = (request: PlannedRequest, step: WaveStep) =>
  step.reach === 'country' || (step.reach === 'division' && !isRareMatch(request.blood, request.component));

/** How many steps the ladder has after `step`, the widest counted once. */
export function stepsAfter(request: PlannedRequest, step: WaveStep, now: Date): number {
  let count = 0;
  for (let at = step; !isWidest(request, at) && count < 20; count++) at = nextStep(request, at, now);
  return count;
}

/**
 * The wait before the next wave: the configured one for the urgency (halved in a surge), but no
 * more than the time left divided by twice the waves still to come, so the last goes out well before
 * the deadline (each wait takes at most half of an equal share of what is left). At least a minute.
 */
export function waitBeforeNextMs(configuredMs: number, wavesToCome: number, neededBy: Date, now: Date, surge: boolean): number {
  const configured = surge ? configuredMs / 2 : configuredMs;
  const share = Math.max(0, neededBy.getTime() - now.getTime()) / (2 * Math.max(1, wavesToCome));
  return Math.round(Math.max(60_000, Math.min(configured, share)));
}
