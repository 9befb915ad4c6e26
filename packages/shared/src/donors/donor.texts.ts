import type { RequestUrgency } from '../common/enums';

/** The words for urgency, on forms, badges and lists. */
export const URGENCY_LABELS = {
  normal: 'Normal',
  urgent: 'Urgent',
  critical: 'Critical',
} as const satisfies Record<RequestUrgency, string>;

/** The texts of donor matching, eligibility and the donor profile. */
export const DONOR_TEXTS = {
  compatibleDonors: 'Compatible donors',
  compatibleDonorsHint: 'Eligible, available donors who can give to this blood group: the same group first, then the nearest.',
  contactsForRequester: 'As the requester, you see their phone and e-mail. Please call only about this request.',
  contactsHidden: 'Only the requester sees their phone and e-mail.',
  /** The request page's donor list, for staff (who see the list, not the contacts). */
  listForStaff: 'As staff, you see who matches and who answered; only the requester sees their phone and e-mail.',
  /** The request page for anyone but its requester and staff: how many, not who (issue 47). */
  donorCounts: 'Donors pledged: {pledged}. Matching donors: {matching}.',
  donorCountsHint: 'Only the requester and volunteers see who the donors are.',
  declinedMark: 'Said not this time',
  pledgedMark: 'Pledged',
  /** The search page's two views (issue 47). */
  searchViews: 'Search for',
  requestsView: 'Requests',
  donorsView: 'Donors',
  donorsNear: 'Donors for {blood} near {district}',
  donorsInDivision: 'Donors for {blood} in {division}',
  donorSearchHint:
    'Available donors who can give to this group and may donate now, from this district and the {count} nearest it, nearest first. Their phone and e-mail are not shown: ask for blood, and matching donors are told.',
  donorSearchHintDivision:
    'Available donors in this division who can give to this group and may donate now, this group first. Their phone and e-mail are not shown: ask for blood, and matching donors are told.',
  donorSearchCaption: 'Donors found',
  firstName: 'First name',
  askForBlood: 'Ask for blood',
  noDonorsFound: 'No donor of a compatible group is available here right now.',
  noDonorsFoundText: 'Ask for blood anyway: donors are told as soon as they match, and volunteers can help.',
  noDonors: 'No eligible donor matches yet',
  noDonorsText: 'Nobody of a compatible group in this division is available and eligible right now.',
  exactMatch: 'Same group',
  compatibleMatch: 'Compatible',
  sameDistrict: 'Same district',
  sameDivision: 'Same division',
  donorSection: 'Donating',
  donorSectionHint: 'What donors need to know about you. Phone, birth year and weight are optional.',
  available: 'I am available to donate',
  availableHint: 'Turn this off to be left out of donor lists and notifications for a while.',
  volunteerCalls: 'Volunteers may call me about a request I can give to',
  volunteerCallsHint: 'Volunteers coordinating requests see your number only when they call you, and each look is recorded.',
  phoneToRequesters: 'The requester of a request I match may see my phone',
  phoneToRequestersHint: 'Off: requesters can still e-mail you, but do not see your phone.',
  lastDonation: 'Last donation',
  eligibleNow: 'You can donate now.',
  notYetEligible: (date: string) => `Not yet eligible: you can donate again from ${date}.`,
  intervalNote: (days: number) => `Donors wait ${days} days between donations.`,
  phone: 'Phone',
  phoneHint: 'Shown to the requester of a request you match, and to volunteers who call you, only if you allow it below.',
  birthYear: 'Birth year',
  weightKg: 'Weight (kg)',
  save: 'Save donor details',
  saved: 'Donor details saved',
  history: 'Donation history',
  historyHint: 'The requests you confirmed as their donor, and what became of them.',
  noHistory: 'No donations yet',
  noHistoryText: 'Requests you confirm from a request page appear here.',
  urgency: 'Urgency',
  bags: 'Bags needed',
  /** The donate dialog names both groups: the donor's own and the one the patient needs. */
  donateOffer: 'You offer to give your {donorBlood} blood to {recipient}, who needs {patientBlood}, at {hospital}.',
  /** The same, for an account with no blood group yet (a Google sign-in not completed). */
  donateOfferNoGroup: 'You offer to give blood to {recipient}, who needs {patientBlood}, at {hospital}.',
} as const;
