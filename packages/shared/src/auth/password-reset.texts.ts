/** The one answer to a reset request, whether or not the address has an account; apart from the schemas, so using it needs no zod. */
export const PASSWORD_RESET_MESSAGES = {
  requested: 'If an account uses this email, a link to choose a new password is on its way. It works once, for 30 minutes.',
  invalidToken: 'This reset link is not valid: it has expired or has already been used. Ask for a new one.',
  done: 'Your password has been changed. Sign in with your new password.',
} as const;
