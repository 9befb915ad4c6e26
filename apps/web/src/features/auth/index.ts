/** What other features may use of sign-in: the signed-in person (the provider is mounted by app/providers.tsx). */
export { useAuth } from './auth-context';
