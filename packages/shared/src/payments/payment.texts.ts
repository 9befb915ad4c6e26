/** What the server answers about a payment (gift); shown to people, so each has Bangla in the web's dictionary. */
export const PAYMENT_TEXTS = {
  notFound: 'No payment was found with that id.',
  cardRequired: 'Enter the card details.',
  cardRefused: 'Card details go straight to Stripe from the payment page; this server never takes them.',
  keyReused: 'This Idempotency-Key belongs to another payment.',
  keyInvalid: 'The Idempotency-Key header is not valid.',
  inProgress: 'This payment is already being processed.',
  webhooksOff: 'Stripe is not configured on this server, so it takes no Stripe webhooks.',
  signatureMissing: 'The Stripe-Signature header is missing.',
  providerUnavailable: 'The payment service could not be reached. Nothing was charged; please try again in a moment.',
  canceled: 'The payment was canceled.',
  failed: 'The payment failed.',
  signatureInvalid: 'The webhook signature is not valid.',
} as const;
