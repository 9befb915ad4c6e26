import { z } from 'zod';
import { checkNewPassword, newPasswordFields, whenPasswordsGiven } from './new-password.schemas';

/** One signed-in device of the caller, as GET /auth/sessions lists it. */
export const sessionInfoSchema = z.object({
  id: z.string(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

export const sessionListSchema = z.array(sessionInfoSchema);

export const sessionIdParamsSchema = z.object({ id: z.uuid({ error: 'Unknown session.' }) });

export const revokedCountSchema = z.object({ deletedCount: z.number().int() });

/** POST /auth/password: the current password, then the new one under the spec's rules. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: 'Enter your current password.' }).min(1, { error: 'Enter your current password.' }).max(1024),
    ...newPasswordFields,
  })
  .superRefine(checkNewPassword, whenPasswordsGiven);
export type ChangePassword = z.infer<typeof changePasswordSchema>;

export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.';
