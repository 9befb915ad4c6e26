/** Blood banks' server messages; each has Bangla in the web's dictionary. */
export const BLOOD_BANK_TEXTS = {
  notFound: 'No blood bank was found with that id.',
  notManager: 'Only the bank’s managers or an admin can update its stock.',
  unitsInvalid: 'Units are a whole number from 0 to 9,999.',
  stockEmpty: 'Give the units of at least one blood group.',
  stockRepeated: 'Give each blood group once.',
  phoneInvalid: 'Enter a phone number of 6 to 20 digits, spaces or dashes.',
  managerNotFound: 'No active account has that e-mail address.',
  alreadyManager: 'That person already manages this bank.',
  notAManager: 'That person does not manage this bank.',
} as const;

/** A stock figure older than this is marked stale: nobody has confirmed it today. */
export const STOCK_STALE_AFTER_HOURS = 24;
