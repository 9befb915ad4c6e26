import { CALL_SHEET_TEXTS } from '../triage/call-sheet.texts';

/** Reports of a request and the admins' moderation queue: the server's messages; each has Bangla in the web's dictionary. */
export const REPORT_TEXTS = {
  chooseReason: 'Choose what is wrong with this request.',
  noteTooLong: CALL_SHEET_TEXTS.noteTooLong,
  noteNeeded: 'Say in a few words what is wrong.',
  ownRequest: 'This is your own request: you cannot report it.',
  alreadyReported: 'You have already reported this request. An administrator will look at it.',
  noOpenReports: 'This request has no open reports: another administrator may have dealt with it.',
  alreadyHidden: 'This request is already hidden.',
  reasonNeeded: 'Tell the requester why their request is hidden.',
  reasonTooLong: 'Keep the reason to 500 characters.',
} as const;

/** The e-mail to a requester whose request was hidden; {recipient}, {hospital}, {reason} and {link} are filled in. */
export const HIDDEN_REQUEST_EMAIL = {
  subject: 'Your blood request on Grant was hidden',
  text: [
    'An administrator hid your request for {recipient} at {hospital}. It is no longer listed, and donors are not asked about it.',
    '',
    'The reason: {reason}',
    '',
    'Your request: {link}',
    'If you think this is a mistake, write to us through the contact page.',
  ].join('\n'),
} as const;
