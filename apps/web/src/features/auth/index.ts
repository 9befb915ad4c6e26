/** What other features may use of sign-in: the signed-in person (the provider is mounted by app/providers.tsx), and the session check main.tsx starts before the first render. */
export { useAuth } from './auth-context';
export { startSessionCheck } from './session-check';
