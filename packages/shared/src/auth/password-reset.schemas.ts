import { z } from 'zod';
import { emailSchema } from '../users/user.schemas';
import { checkNewPassword, newPasswordFields } from './new-password.schemas';

/** The one answer to a reset request, whether or not the address has an account. */
export const PASSWORD_RESET_MESSAGES = {
  requested: 'If an account uses this email, a link to choose a new password is on its way. It works once, for 30 minutes.',
  invalidToken: 'This reset link is not valid: it has expired or has already been used. Ask for a new one.',
  done: 'Your password has been changed. Sign in with your new password.',
} as const;

export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

export const passwordResetConfirmSchema = z
  .object({
    token: z.string({ error: 'The reset link is incomplete.' }).min(1, { error: 'The reset link is incomplete.' }).max(200),
    ...newPasswordFields,
  })
  .superRefine(checkNewPassword);
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

export const passwordResetAnswerSchema = z.object({ message: z.string() });

/** An e-mail kept in the outbox (no SMTP server configured), as admins see it. */
export const outboxMessageSchema = z.object({
  _id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxMessageListSchema = z.array(outboxMessageSchema);
