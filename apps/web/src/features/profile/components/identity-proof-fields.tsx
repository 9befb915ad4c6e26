import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field';
import { useT } from '../../../i18n/use-t';
import { useTwoFactorStatus } from '../api/account-api';

/**
 * What proves it is the owner before a download of their data or the account's deletion: the
 * password (none for a Google account, whose recent sign-in counts) and a code when two-factor sign-in is on.
 */
export function IdentityProofFields({
  password,
  code,
  errors,
}: {
  password: UseFormRegisterReturn;
  code: UseFormRegisterReturn;
  errors: { password?: string; code?: string };
}) {
  const t = useT();
  const status = useTwoFactorStatus();
  return (
    <>
      {status.data?.hasPassword !== false && (
        <TextField
          label={t('Your password')}
          type="password"
          autoComplete="current-password"
          required
          error={errors.password}
          registration={password}
        />
      )}
      {status.data?.enabled && (
        <TextField
          label={t('Code from your authenticator app')}
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          error={errors.code}
          registration={code}
        />
      )}
    </>
  );
}
