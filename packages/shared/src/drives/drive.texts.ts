import { NOTHING_TO_CHANGE } from '../common/partial-update';

/** Donation drives' server messages; each has Bangla in the web's dictionary. */
export const DRIVE_TEXTS = {
  notFound: 'No donation drive was found with that id.',
  timeInvalid: 'Enter a time as HH:MM, for example 09:30.',
  endBeforeStart: 'The drive must end after it starts.',
  noSlot: 'The drive is too short for one slot of that length.',
  tooManySlots: 'A drive can have at most 48 slots: make the slots longer or the drive shorter.',
  pastDate: 'The drive date cannot be in the past.',
  slotNotFound: 'This drive has no slot at that time.',
  slotFull: 'This slot is full. Choose another time.',
  slotStarted: 'This time has already begun. Choose a later one.',
  alreadyBooked: 'You have already booked a place at this drive.',
  canceled: 'This drive was canceled.',
  notEligible: 'You cannot give blood on the drive date yet: too little time has passed since your last donation.',
  imageFirst: 'Upload the drive’s image first.',
  slotLength: 'A slot lasts 10 to 120 minutes.',
  slotDonors: 'A slot takes 1 to 50 donors.',
  bookingNotFound: 'You have no booking at this drive.',
  nothingToChange: NOTHING_TO_CHANGE,
  codeInvalid: 'A booking code has 8 letters and digits.',
  codeNotFound: 'No booking at this drive has that code.',
  outcomeInvalid: 'Choose donated or deferred.',
  deferReasonRequired: 'Say why the donor was deferred.',
  reasonTooLong: 'The reason must be at most 300 characters.',
  checkedInAlready: 'This booking was checked in already.',
  bookingCanceled: 'This booking was canceled.',
  notDriveDay: 'Donors are checked in on the drive’s day.',
  manageForbidden: 'Only the drive’s organiser or an admin can change it.',
  canceledAlready: 'This drive was canceled already.',
  staffForbidden: 'Only the drive’s organiser, its team and admins can see its roster and check donors in.',
  teamForbidden: 'Only the drive’s organiser or an admin can change its team.',
  teamMemberNotFound: 'No active volunteer or admin has that e-mail address.',
  alreadyOnTeam: 'That person is on the drive’s team already.',
  organiserOnTeam: 'The organiser runs the drive already.',
  notOnTeam: 'That person is not on the drive’s team.',
} as const;

/** What a booked donor is told (reminders, a change, a cancellation), in their language; {…} are filled in. */
export const DRIVE_NOTICE_TEXTS = {
  en: {
    reminderDayBefore: (d: DriveNoticeFacts) =>
      `Reminder: you give blood tomorrow at ${d.slot}, ${d.title}, ${d.address}, ${d.district}. Code ${d.code}.`,
    reminderSoon: (d: DriveNoticeFacts) =>
      `In two hours: your place at ${d.title} at ${d.slot}, ${d.address}, ${d.district}. Code ${d.code}.`,
    changed: (d: DriveNoticeFacts) =>
      `${d.title} has changed: now on ${d.date} at ${d.slot}, ${d.address}, ${d.district}. Your booking stands.`,
    canceled: (d: DriveNoticeFacts & { reason: string }) =>
      `${d.title} on ${d.date} is canceled: ${d.reason}. Your booking is canceled too.`,
    subject: (d: DriveNoticeFacts) => `Donation drive: ${d.title}`,
  },
  bn: {
    reminderDayBefore: (d: DriveNoticeFacts) =>
      `মনে করিয়ে দিচ্ছি: আগামীকাল ${d.slot}-এ আপনার রক্তদান, ${d.title}, ${d.address}, ${d.district}। কোড ${d.code}।`,
    reminderSoon: (d: DriveNoticeFacts) => `আর দুই ঘণ্টা: ${d.title}-এ ${d.slot}-এ আপনার জায়গা, ${d.address}, ${d.district}। কোড ${d.code}।`,
    changed: (d: DriveNoticeFacts) => `${d.title} বদলেছে: এখন ${d.date}, ${d.slot}-এ, ${d.address}, ${d.district}। আপনার বুকিং ঠিক আছে।`,
    canceled: (d: DriveNoticeFacts & { reason: string }) => `${d.date}-এর ${d.title} বাতিল হয়েছে: ${d.reason}। আপনার বুকিংও বাতিল।`,
    subject: (d: DriveNoticeFacts) => `রক্তদান কর্মসূচি: ${d.title}`,
  },
} as const;

export interface DriveNoticeFacts {
  title: string;
  date: string;
  slot: string;
  address: string;
  district: string;
  code: string;
}
