/** The sign-in form's schema, in a file of its own: the page loads it (and zod) at the form's first check (lib/lazy-zod-resolver.ts). */
export { loginBodySchema } from '@grant/shared';
