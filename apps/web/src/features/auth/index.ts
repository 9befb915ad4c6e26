/**
 * What other features may use of sign-in: the signed-in person (the provider is mounted by app/providers.tsx), and the session check main.tsx starts
 * before the first render (and the early script, src/page-early-calls.ts, before the entry script).
 */
export { SESSION_PATH } from './api/auth-api';
export { useAuth } from './auth-context';
export { startSessionCheck } from './session-check';
/** The state a "Join as a donor" link carries to the registration form, which then has "Yes" chosen for the listing. */
export const JOIN_AS_DONOR_STATE = { joinAsDonor: true } as const;
