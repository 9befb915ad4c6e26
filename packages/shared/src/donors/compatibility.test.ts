import { describe, expect, it } from 'vitest';
import { BLOOD_GROUPS, type BloodGroup } from '../common/enums';
import { canDonateTo, canGivePlasmaTo, compatibleDonorGroups, compatibleDonorGroupsFor, donorTiers } from './compatibility';

/**
 * The whole red-cell table written out by hand (row: donor, column: recipient), so the rule is
 * checked against the textbook table rather than against itself.
 */
const RECIPIENTS: BloodGroup[] = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'];
const TABLE: Record<BloodGroup, string> = {
  //       A+ A- B+ B- AB+ AB- O+ O-
  'A+': '  1  0  0  0  1   0   0  0',
  'A-': '  1  1  0  0  1   1   0  0',
  'B+': '  0  0  1  0  1   0   0  0',
  'B-': '  0  0  1  1  1   1   0  0',
  'AB+': ' 0  0  0  0  1   0   0  0',
  'AB-': ' 0  0  0  0  1   1   0  0',
  'O+': '  1  0  1  0  1   0   1  0',
  'O-': '  1  1  1  1  1   1   1  1',
};

const cases = BLOOD_GROUPS.flatMap((donor) => {
  const row = TABLE[donor].trim().split(/\s+/);
  return RECIPIENTS.map((recipient, i) => [donor, recipient, row[i] === '1'] as const);
});

describe('canDonateTo', () => {
  it('covers all 64 pairs', () => {
    expect(cases).toHaveLength(64);
  });

  it.each(cases)('%s to %s: %s', (donor, recipient, expected) => {
    expect(canDonateTo(donor, recipient)).toBe(expected);
  });
});

describe('compatibleDonorGroups', () => {
  it('lists the exact group first, then every other group that may give', () => {
    expect(compatibleDonorGroups('AB+')).toEqual(['AB+', 'A+', 'A-', 'B+', 'B-', 'AB-', 'O+', 'O-']);
    expect(compatibleDonorGroups('A-')).toEqual(['A-', 'O-']);
    expect(compatibleDonorGroups('O-')).toEqual(['O-']);
    expect(compatibleDonorGroups('B+')).toEqual(['B+', 'B-', 'O+', 'O-']);
  });

  it('agrees with canDonateTo for every recipient', () => {
    for (const recipient of BLOOD_GROUPS) {
      const expected = BLOOD_GROUPS.filter((donor) => canDonateTo(donor, recipient));
      expect([...compatibleDonorGroups(recipient)].sort()).toEqual([...expected].sort());
    }
  });
});

/** The plasma table written out by hand (row: donor, column: recipient): AB to all, O only to O, Rh ignored. */
const PLASMA_TABLE: Record<BloodGroup, string> = {
  //       A+ A- B+ B- AB+ AB- O+ O-
  'A+': '  1  1  0  0  0   0   1  1',
  'A-': '  1  1  0  0  0   0   1  1',
  'B+': '  0  0  1  1  0   0   1  1',
  'B-': '  0  0  1  1  0   0   1  1',
  'AB+': ' 1  1  1  1  1   1   1  1',
  'AB-': ' 1  1  1  1  1   1   1  1',
  'O+': '  0  0  0  0  0   0   1  1',
  'O-': '  0  0  0  0  0   0   1  1',
};

describe('canGivePlasmaTo and the plasma and cryo lists', () => {
  it.each(
    BLOOD_GROUPS.flatMap((donor) => {
      const row = PLASMA_TABLE[donor].trim().split(/\s+/);
      return RECIPIENTS.map((recipient, i) => [donor, recipient, row[i] === '1'] as const);
    }),
  )('%s plasma to %s: %s', (donor, recipient, expected) => {
    expect(canGivePlasmaTo(donor, recipient)).toBe(expected);
    expect(compatibleDonorGroupsFor(recipient, 'plasma').includes(donor)).toBe(expected);
    expect(compatibleDonorGroupsFor(recipient, 'cryo').includes(donor)).toBe(expected);
  });

  it('an AB+ patient takes only AB plasma; an O+ patient takes plasma from everyone', () => {
    expect(compatibleDonorGroupsFor('AB+', 'plasma')).toEqual(['AB+', 'AB-']);
    expect(compatibleDonorGroupsFor('O+', 'plasma')).toHaveLength(8);
  });
});

describe('platelet order', () => {
  it('ABO-identical first, then plasma-compatible', () => {
    expect(donorTiers('A+', 'platelets')).toEqual([
      { reason: 'same', groups: ['A+'] },
      { reason: 'aboIdentical', groups: ['A-'] },
      { reason: 'plasmaCompatible', groups: ['AB+', 'AB-'] },
    ]);
  });

  it('an Rh-negative patient gets Rh-negative donors first, the ABO-identical Rh-positive before the others', () => {
    expect(compatibleDonorGroupsFor('O-', 'apheresis_platelets')).toEqual(['O-', 'A-', 'B-', 'AB-', 'O+', 'A+', 'B+', 'AB+']);
    expect(compatibleDonorGroupsFor('B-', 'platelets')).toEqual(['B-', 'AB-', 'B+', 'AB+']);
  });

  it('whole blood and red cells keep the red-cell rule', () => {
    for (const recipient of BLOOD_GROUPS) {
      expect(compatibleDonorGroupsFor(recipient)).toEqual(compatibleDonorGroups(recipient));
      expect(compatibleDonorGroupsFor(recipient, 'red_cells')).toEqual(compatibleDonorGroups(recipient));
    }
  });
});
