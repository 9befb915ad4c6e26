import { z } from 'zod';
import { LIMITS } from '../common/limits';
import { MESSAGES } from '../common/messages';
import { firstPasswordProblem } from '../common/password';

/** The new password and its confirmation: registration, password change and password reset. */
export const newPasswordFields = {
  password: z.string({ error: 'Password is required.' }).max(LIMITS.passwordMaxLength, {
    error: `Password must be at most ${LIMITS.passwordMaxLength} characters.`,
  }),
  confirmPassword: z.string({ error: 'Confirm your password.' }),
};

/**
 * For the `superRefine(checkNewPassword, …)` of a form with other fields: run the password rules as soon as the two
 * password fields themselves are valid, not only once every field is (zod's default), so a person sees them on
 * the first submit beside the other fields' problems.
 */
export const whenPasswordsGiven = {
  // An issue without a path is about the whole body (not an object at all): then there are no fields to check.
  when: (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !payload.issues.some((issue) => {
      const field = issue.path?.[0];
      return field === undefined || field === 'password' || field === 'confirmPassword';
    }),
};

/** The spec's password rules as one issue on the field a person has to fix (for a `superRefine`). */
export function checkNewPassword(value: { password: string; confirmPassword: string }, ctx: z.RefinementCtx) {
  const problem = firstPasswordProblem(value.password, value.confirmPassword);
  if (problem) {
    const path = problem === MESSAGES.passwordsDiffer ? 'confirmPassword' : 'password';
    ctx.addIssue({ code: 'custom', message: problem, path: [path] });
  }
}
