/** What the server answers about user records and their standing; each has Bangla in the web's dictionary. */
export const USER_TEXTS = {
  notFoundById: 'No user was found with that id.',
  notFoundByEmail: 'No user was found with that email.',
  accountNotFound: 'Your account was not found.',
  lastAdmin: 'The system must keep at least one active admin.',
  notYourself: 'You cannot block or demote yourself.',
  ownRecordOnly: 'You can only complete your own record.',
} as const;
