/** Why the server refuses a change to a donation request; shown to people, so each has Bangla in the web's dictionary. */
export const REQUEST_TEXTS = {
  notFound: 'No donation request was found with that id.',
  alreadyVerified: 'This request is already marked verified with the hospital.',
  verified: 'Verified with the hospital',
  unverifiedWarning: 'No volunteer has checked this request with the hospital yet. Never pay anyone for blood: giving blood is free.',
  ownRequest: 'You cannot donate to your own request.',
  notPending: 'This request is no longer pending.',
  notInProgress: 'Only a request in progress can be marked done or canceled.',
  finished: 'A request that is done or canceled can no longer be edited.',
  pastDate: 'The donation date cannot be in the past.',
  alreadyPledged: 'You have already offered to donate to this request. Thank you!',
  ownRequestDecline: 'This is your own request, so there is nothing to decline.',
  pledgedCannotDecline: 'You have offered to donate to this request. To step back, tell the requester.',
  bagsBelowPledges: 'More donors have already offered than that number of bags. Ask for at least as many bags as donors found.',

  // Answering a request (details page, bell, alerts): the English that the web and the alerts show.
  canDonate: 'I can donate',
  notThisTime: 'Not this time',
  /** Filled by the web's `t` ({count} and {bags} in the reader's digits). */
  donorsFound: '{count} of {bags} donors found',
  declined: 'Thank you for letting us know. You will not be asked about this request again.',
  youDeclined: 'You said not this time to this request.',
  youPledged: 'You have offered to donate to this request. Thank you!',
  responses: 'Responses',
  notified: 'Notified',
  declinedCount: 'Declined',
  pledged: 'Pledged',
  noPledges: 'No donor has offered yet.',
  recordedByStaff: 'recorded by staff',
  responsesFailed: 'The responses could not be loaded.',
} as const;
