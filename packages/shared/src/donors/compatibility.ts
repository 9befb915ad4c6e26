import { BLOOD_GROUPS, type BloodGroup } from '../common/enums';

type Antigen = 'A' | 'B' | 'D';

/** The red-cell antigens of each group: A and B from ABO, D from RhD ("+"). */
const ANTIGENS: Record<BloodGroup, readonly Antigen[]> = {
  'A+': ['A', 'D'],
  'A-': ['A'],
  'B+': ['B', 'D'],
  'B-': ['B'],
  'AB+': ['A', 'B', 'D'],
  'AB-': ['A', 'B'],
  'O+': ['D'],
  'O-': [],
};

/**
 * Red-cell compatibility: a donor may give to a recipient whose cells carry every antigen of the
 * donor's (so the recipient has no antibody against them). O- gives to all, AB+ receives from all.
 */
export function canDonateTo(donor: BloodGroup, recipient: BloodGroup): boolean {
  return ANTIGENS[donor].every((antigen) => ANTIGENS[recipient].includes(antigen));
}

/** The groups that may give to this recipient, the recipient's own group first. */
export function compatibleDonorGroups(recipient: BloodGroup): BloodGroup[] {
  return [recipient, ...BLOOD_GROUPS.filter((donor) => donor !== recipient && canDonateTo(donor, recipient))];
}
