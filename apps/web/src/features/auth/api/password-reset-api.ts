import type { PasswordResetConfirm, PasswordResetRequest, passwordResetAnswerSchema } from '@grant/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /auth/password-reset: the same answer whether or not the address has an account. */
export const useRequestPasswordReset = () =>
  useMutation({
    mutationFn: (body: PasswordResetRequest) =>
      apiRequest<typeof passwordResetAnswerSchema>('/auth/password-reset', { method: 'POST', json: body }),
  });

/** POST /auth/password-reset/confirm: sets the new password with the token of the e-mailed link. */
export const useConfirmPasswordReset = () =>
  useMutation({
    mutationFn: (body: PasswordResetConfirm) =>
      apiRequest<typeof passwordResetAnswerSchema>('/auth/password-reset/confirm', { method: 'POST', json: body }),
  });
