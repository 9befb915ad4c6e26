import { describe, expect, it } from 'vitest';
import { firstRadiusKm, isRareMatch, nextStep, type PlannedRequest, stepsAfter, waitBeforeNextMs } from './wave-plan';

const NOW = new Date('2026-12-03T06:00:00Z');
const HOUR = 3_600_000;
const request = (overrides: Partial<PlannedRequest> = {}): PlannedRequest => ({
  urgency: 'normal',
  component: 'whole_blood',
  blood: 'A+',
  district: 'Sylhet',
  neededBy: new Date(NOW.getTime() + 72 * HOUR),
  ...overrides,
});

describe('the wave ladder (decision 0055)', () => {
  it('starts at 5, 10 or 15 km by urgency, one step tighter for platelets', () => {
    expect(['critical', 'urgent', 'normal'].map((urgency) => firstRadiusKm(request({ urgency: urgency as never }), NOW))).toEqual([
      5, 10, 15,
    ]);
    expect(
      ['platelets', 'apheresis_platelets'].map((c) => firstRadiusKm(request({ urgency: 'critical', component: c as never }), NOW)),
    ).toEqual([3, 3]);
    expect(firstRadiusKm(request({ component: 'platelets' }), NOW)).toBe(10);
  });

  it('doubles up to 60 km, then the division, then the country only for a rare match', () => {
    const radii = [];
    let step = nextStep(request(), undefined, NOW);
    for (let i = 0; i < 6; i++) {
      radii.push(step.radiusKm ?? step.reach);
      step = nextStep(request(), step, NOW);
    }
    expect(radii).toEqual([15, 30, 60, 'division', 'division', 'division']);
    const rare = request({ blood: 'B-' });
    expect(nextStep(rare, { reach: 'division', radiusKm: null }, NOW).reach).toBe('country');
    expect(stepsAfter(request(), { reach: 'nearby', radiusKm: 15 }, NOW)).toBe(3);
    // An old wave's reach goes on from the first ring.
    expect(nextStep(request(), { reach: 'district-exact', radiusKm: null }, NOW)).toEqual({ reach: 'nearby', radiusKm: 15 });
  });

  it('counts Rh-negative red cells and AB plasma as rare, not AB+ red cells nor platelets', () => {
    expect(isRareMatch('O-', 'whole_blood')).toBe(true);
    expect(isRareMatch('AB-', 'red_cells')).toBe(true);
    expect(isRareMatch('AB+', 'plasma')).toBe(true);
    expect(isRareMatch('AB+', 'whole_blood')).toBe(false);
    expect(isRareMatch('A-', 'platelets')).toBe(false);
    expect(isRareMatch('O+', 'plasma')).toBe(false);
  });

  it('waits the configured time, halved in a surge, but never more than its share of the time left', () => {
    const far = new Date(NOW.getTime() + 72 * HOUR);
    expect(waitBeforeNextMs(HOUR, 4, far, NOW, false)).toBe(HOUR);
    expect(waitBeforeNextMs(HOUR, 4, far, NOW, true)).toBe(HOUR / 2);
    expect(waitBeforeNextMs(HOUR, 4, new Date(NOW.getTime() + 2 * HOUR), NOW, false)).toBe(HOUR / 4);
    expect(waitBeforeNextMs(HOUR, 4, new Date(NOW.getTime() - HOUR), NOW, false)).toBe(60_000);
  });
});
