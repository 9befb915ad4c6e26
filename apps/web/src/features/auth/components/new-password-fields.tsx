import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field';
import { useT } from '../../../i18n/use-t';

interface NewPasswordFieldsProps {
  password: UseFormRegisterReturn;
  confirmPassword: UseFormRegisterReturn;
  errors: { password?: string; confirmPassword?: string };
  /** 'Password' at registration, 'New password' when resetting. */
  label?: 'Password' | 'New password';
}

/** A new password and its confirmation, as registration and password reset ask for them. */
export function NewPasswordFields({ password, confirmPassword, errors, label = 'Password' }: NewPasswordFieldsProps) {
  const t = useT();
  return (
    <>
      <TextField label={t(label)} required error={errors.password} registration={password} type="password" autoComplete="new-password" />
      <TextField
        label={label === 'Password' ? t('Confirm password') : t('Confirm new password')}
        required
        error={errors.confirmPassword}
        registration={confirmPassword}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
