/** What the server answers about one's account, sessions and registration; each has Bangla in the web's dictionary. */
export const ACCOUNT_TEXTS = {
  sessionNotFound: 'No such session among your signed-in devices.',
  newPasswordSame: 'The new password must differ from the current one.',
  renewOwnSessionOnly: 'A session can only be renewed by its own user.',
  photoRequired: 'A profile photo is required.',
  formInvalid: 'The form is not valid.',
} as const;
