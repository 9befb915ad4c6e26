/** Why the server refuses a change to a donation request; shown to people, so each has Bangla in the web's dictionary. */
export const REQUEST_TEXTS = {
  notFound: 'No donation request was found with that id.',
  ownRequest: 'You cannot donate to your own request.',
  notPending: 'This request is no longer pending.',
  notInProgress: 'Only a request in progress can be marked done or canceled.',
  finished: 'A request that is done or canceled can no longer be edited.',
  pastDate: 'The donation date cannot be in the past.',
} as const;
