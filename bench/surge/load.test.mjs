// The surge's requests (issue 48): half at the Dhaka hospitals by hospitalId, a dengue season's
// components with platelets first, and neededBy hours ahead by urgency.
import { describe, expect, it } from 'vitest';
import { planRequests } from './load.mjs';
import { NEEDED_WITHIN_HOURS, SURGE_HOSPITALS } from './places.mjs';

const now = Date.parse('2026-12-03T06:00:00Z');
const bodies = planRequests(1000, 17, now);
const share = (test) => bodies.filter(test).length / bodies.length;

describe('planRequests', () => {
  it('is the same draw every run', () => {
    expect(planRequests(1000, 17, now)).toEqual(bodies);
  });

  it('puts about half at a Dhaka hospital, each named by its id and its name', () => {
    const atHospital = bodies.filter((b) => b.hospitalId);
    expect(atHospital.length / bodies.length).toBeGreaterThan(0.45);
    expect(atHospital.length / bodies.length).toBeLessThan(0.55);
    for (const body of atHospital) {
      const hospital = SURGE_HOSPITALS.find((h) => h.id === body.hospitalId);
      expect(body).toMatchObject({ district: 'Dhaka', division: 'Dhaka', hospitalName: hospital?.name });
    }
    expect(bodies.filter((b) => !b.hospitalId).every((b) => b.district !== 'Dhaka')).toBe(true);
  });

  it('asks for platelets most, and for every component', () => {
    expect(share((b) => b.component === 'platelets' || b.component === 'apheresis_platelets')).toBeGreaterThan(0.5);
    expect(new Set(bodies.map((b) => b.component)).size).toBe(6);
  });

  it('needs each within its urgency hours, critical ones within a few', () => {
    for (const body of bodies) {
      const hours = (Date.parse(body.neededBy) - now) / 3_600_000;
      const [from, to] = NEEDED_WITHIN_HOURS[body.urgency];
      expect(hours).toBeGreaterThanOrEqual(from);
      expect(hours).toBeLessThanOrEqual(to);
    }
    expect(share((b) => b.urgency === 'critical')).toBe(0.05);
  });
});
