/** The triage board's server messages and labels; each has Bangla in the web's dictionary. */
export const TRIAGE_TEXTS = {
  notOpen: 'This request is no longer open: it is done, canceled or has all its donors.',
  handledByOther: 'Another volunteer is already handling this request.',
  notHandled: 'Nobody is handling this request.',
  notYours: 'Only the volunteer handling this request, or an admin, can release it.',
  adminOnly: 'Only an admin can give a request to another volunteer.',
  eventStreamOnly: 'This address sends server-sent events: ask for text/event-stream.',
  notStaff: 'A request can only be given to an active volunteer or admin.',
  chooseVolunteer: 'Choose a volunteer.',
} as const;
