import { type FormEvent, useState } from 'react';
import { AuthCard } from '../../../components/ui/auth-card';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { useT } from '../../../i18n/use-t';
import { ApiError, errorMessage } from '../../../lib/api-client';

/** The second step of sign-in: a code from the authenticator app, or a recovery code. */
export function TwoFactorStep({
  onSubmit,
  onRestart,
}: {
  onSubmit: (code: string) => Promise<void>;
  onRestart: (message?: string) => void;
}) {
  const t = useT();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim().length < 6) {
      setError(t('Enter the 6-digit code from your app, or a recovery code.'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await onSubmit(code.trim());
    } catch (failure) {
      // An expired or spent challenge means starting again with the password.
      if (failure instanceof ApiError && failure.status === 401) {
        onRestart(failure.message);
        return;
      }
      setError(errorMessage(failure));
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title="Two-factor sign-in"
      subtitle="Enter the code from your authenticator app, or one of your recovery codes."
      footer={
        <button type="button" className="font-semibold text-brand-700 underline underline-offset-2" onClick={() => onRestart()}>
          {t('Back to email and password')}
        </button>
      }
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormField label={t('Code')} required error={error ?? undefined}>
          {(control) => (
            <input
              {...control}
              className={`${control.className} h-11 tracking-widest`}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              autoComplete="one-time-code"
              inputMode="text"
              // biome-ignore lint/a11y/noAutofocus: the only field of this step, just after the previous one was sent
              autoFocus
            />
          )}
        </FormField>
        <Button type="submit" className="w-full" busy={busy}>
          {t('Verify')}
        </Button>
      </form>
    </AuthCard>
  );
}
