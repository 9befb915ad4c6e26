/**
 * Optimistic concurrency (docs/decisions/0012): an edited record's version is its `updatedAt` as the
 * GET answer gives it (an ISO timestamp). An edit form sends it back in `If-Match`; when the record
 * changed meanwhile the server answers 412 and stores nothing. No zod here: the web's first bundle
 * imports this file (the profile form's save lives in the auth context).
 */
export const VERSION_MESSAGES = {
  changedSinceRead:
    'Someone else changed this while you were editing it, so your changes were not saved. Reload to see the latest version, then make your change again.',
  reload: 'Reload',
  invalidIfMatch: 'If-Match must hold the updatedAt of the record as the server gave it.',
} as const;

/** The header a client sends with an edit of a record it read at `version`. */
export const ifMatch = (version: string): { 'if-match': string } => ({ 'if-match': `"${version}"` });
