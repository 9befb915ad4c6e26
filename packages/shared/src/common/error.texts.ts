/** The server's answers for errors of no one feature; each has Bangla in the web's dictionary. */
export const ERROR_TEXTS = {
  invalidRequest: 'The request is not valid.',
  unstorableText: 'The text contains a character that cannot be stored (such as NUL).',
  internalError: 'Something went wrong on our side. Please try again.',
  /** `{route}`: the method and path asked for. */
  noRoute: 'Nothing lives at {route}.',
  /** The web's own, when the server (or a part of the app's code) cannot be fetched. */
  networkProblem: 'Could not reach the server. Check your connection and try again.',
} as const;
