import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field';

interface NewPasswordFieldsProps {
  password: UseFormRegisterReturn;
  confirmPassword: UseFormRegisterReturn;
  errors: { password?: string; confirmPassword?: string };
  /** 'Password' at registration, 'New password' when resetting. */
  label?: string;
}

/** A new password and its confirmation, as registration and password reset ask for them. */
export function NewPasswordFields({ password, confirmPassword, errors, label = 'Password' }: NewPasswordFieldsProps) {
  return (
    <>
      <TextField label={label} required error={errors.password} registration={password} type="password" autoComplete="new-password" />
      <TextField
        label={`Confirm ${label.toLowerCase()}`}
        required
        error={errors.confirmPassword}
        registration={confirmPassword}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
