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
  alreadyBooked: 'You have already booked a place at this drive.',
  canceled: 'This drive was canceled.',
  notEligible: 'You cannot give blood on the drive date yet: too little time has passed since your last donation.',
  imageFirst: 'Upload the drive’s image first.',
  slotLength: 'A slot lasts 10 to 120 minutes.',
  slotDonors: 'A slot takes 1 to 50 donors.',
  bookingNotFound: 'You have no booking at this drive.',
} as const;
