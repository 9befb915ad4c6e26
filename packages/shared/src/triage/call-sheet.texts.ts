/** The call sheet's server messages; each has Bangla in the web's dictionary. */
export const CALL_SHEET_TEXTS = {
  chooseDonor: 'Choose a donor to record the call for.',
  chooseOutcome: 'Choose what came of the call.',
  noteTooLong: 'Keep the note to 500 characters.',
  pledgeNeedsAgreed: 'A pledge can be recorded only for a donor who agreed.',
  handleFirst: 'Take this request ("I\'m handling this") before calling its donors.',
  noConsent: 'This donor has not agreed to calls from volunteers.',
  notAMatch: 'This person is not a donor who can give to this request.',
} as const;
