import { describe, expect, it } from 'vitest';
import { BLOOD_GROUPS, type BloodGroup } from '../common/enums';
import { canDonateTo, compatibleDonorGroups } from './compatibility';

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
