import { z } from 'zod';
import { emailSchema } from '../users/user.schemas';
import { checkNewPassword, newPasswordFields, whenPasswordsGiven } from './new-password.schemas';
import { PASSWORD_RESET_MESSAGES } from './password-reset.texts';

// Written apart from the schemas, so the web app's Bangla dictionary can use them without zod.
export { PASSWORD_RESET_MESSAGES } from './password-reset.texts';

export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

export const passwordResetConfirmSchema = z
  .object({
    token: z
      .string({ error: 'The reset link is incomplete.' })
      .min(1, { error: 'The reset link is incomplete.' })
      .max(200, { error: PASSWORD_RESET_MESSAGES.invalidToken }),
    ...newPasswordFields,
  })
  .superRefine(checkNewPassword, whenPasswordsGiven);
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

export const passwordResetAnswerSchema = z.object({ message: z.string() });

/** An e-mail or SMS kept in the outbox (no SMTP server or SMS provider configured), as admins see it. */
export const outboxMessageSchema = z.object({
  _id: z.string(),
  /** 'email', or 'sms' (kept instead of sent when no SMS provider is configured). */
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxMessageListSchema = z.array(outboxMessageSchema);
