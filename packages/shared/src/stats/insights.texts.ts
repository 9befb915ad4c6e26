/** The insights page's server messages; each has Bangla in the web's dictionary. */
export const INSIGHTS_TEXTS = {
  chooseRange: 'Choose 7, 30 or 90 days.',
} as const;
