import { BLOOD_GROUPS, type BloodComponent, type BloodGroup } from '../common/enums';

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

const aboOf = (group: BloodGroup) => ANTIGENS[group].filter((antigen) => antigen !== 'D');
const isRhNegative = (group: BloodGroup) => !ANTIGENS[group].includes('D');

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

/**
 * Plasma compatibility, the reverse of red cells on ABO alone: the donor's plasma has no antibody
 * against the recipient's cells when the donor's cells carry every ABO antigen of the recipient's
 * (AB plasma to everyone, O plasma only to O). Rh does not restrict plasma.
 */
export function canGivePlasmaTo(donor: BloodGroup, recipient: BloodGroup): boolean {
  return aboOf(recipient).every((antigen) => aboOf(donor).includes(antigen));
}

const sameAbo = (a: BloodGroup, b: BloodGroup) => aboOf(a).length === aboOf(b).length && canGivePlasmaTo(a, b);

/** Why a group is in a request's list: the web says it in words (request.texts COMPATIBILITY_REASONS). */
export type CompatibilityReason = 'same' | 'redCells' | 'plasma' | 'aboIdentical' | 'plasmaCompatible' | 'rhPositiveForRhNegative';

export interface DonorTier {
  reason: CompatibilityReason;
  groups: BloodGroup[];
}

/**
 * The groups that may give this component to this recipient, in the order a wave asks them (decision
 * 0055): each tier is asked before the next. Whole blood and red cells: the recipient's own group,
 * then every red-cell compatible group. Plasma and cryo: own group, then every plasma-compatible
 * group. Platelets: ABO-identical, then plasma-compatible; an Rh-negative recipient gets Rh-negative
 * donors first, and Rh-positive ones only after them (the hospital then gives anti-D).
 */
export function donorTiers(recipient: BloodGroup, component: BloodComponent = 'whole_blood'): DonorTier[] {
  const others = BLOOD_GROUPS.filter((donor) => donor !== recipient);
  const tiers: DonorTier[] = [{ reason: 'same', groups: [recipient] }];
  if (component === 'whole_blood' || component === 'red_cells') {
    tiers.push({ reason: 'redCells', groups: others.filter((donor) => canDonateTo(donor, recipient)) });
  } else if (component === 'plasma' || component === 'cryo') {
    tiers.push({ reason: 'plasma', groups: others.filter((donor) => canGivePlasmaTo(donor, recipient)) });
  } else {
    const rhFits = (donor: BloodGroup) => !isRhNegative(recipient) || isRhNegative(donor);
    tiers.push(
      { reason: 'aboIdentical', groups: others.filter((donor) => rhFits(donor) && sameAbo(donor, recipient)) },
      {
        reason: 'plasmaCompatible',
        groups: others.filter((donor) => rhFits(donor) && !sameAbo(donor, recipient) && canGivePlasmaTo(donor, recipient)),
      },
    );
    if (isRhNegative(recipient)) {
      tiers.push({
        reason: 'rhPositiveForRhNegative',
        groups: others
          .filter((donor) => !rhFits(donor) && canGivePlasmaTo(donor, recipient))
          .sort((a, b) => Number(sameAbo(b, recipient)) - Number(sameAbo(a, recipient))),
      });
    }
  }
  return tiers.filter((tier) => tier.groups.length > 0);
}

/** Every group that may give this component to this recipient, in the order of donorTiers. */
export function compatibleDonorGroupsFor(recipient: BloodGroup, component: BloodComponent = 'whole_blood'): BloodGroup[] {
  return donorTiers(recipient, component).flatMap((tier) => tier.groups);
}
