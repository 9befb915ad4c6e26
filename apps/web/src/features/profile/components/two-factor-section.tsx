import type { TwoFactorSetup } from '@grant/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormError } from '../../../components/ui/form-error';
import { FormField } from '../../../components/ui/form-field';
import type { Text } from '../../../i18n/locale';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { accountApi, accountKeys, proofOf, useTwoFactorStatus } from '../api/account-api';

/** One text field and a submit button, for a code or a password. */
function CodeForm(props: { label: Text; submitLabel: Text; type?: string; onSubmit: (value: string) => Promise<void> }) {
  const t = useT();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      await props.onSubmit(value.trim());
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
      <div className="min-w-48 flex-1">
        <FormField label={t(props.label)} required>
          {(control) => (
            <input
              {...control}
              className={`${control.className} h-11`}
              type={props.type ?? 'text'}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              autoComplete={props.type === 'password' ? 'current-password' : 'one-time-code'}
            />
          )}
        </FormField>
      </div>
      <Button type="submit" busy={busy}>
        {t(props.submitLabel)}
      </Button>
      <div className="w-full">
        <FormError message={error} />
      </div>
    </form>
  );
}

/** Enrolment in two-factor sign-in (TOTP): QR code and secret, confirmation, recovery codes shown once. */
export function TwoFactorSection() {
  const t = useT();
  const queryClient = useQueryClient();
  const status = useTwoFactorStatus();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [starting, setStarting] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountKeys.twoFactor });

  // An account without a password (Google sign-in) proves itself by a recent sign-in instead.
  const startWithoutPassword = async () => {
    setStarting(true);
    try {
      setSetup(await accountApi.setupTwoFactor());
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setStarting(false);
    }
  };

  const enabled = status.data?.enabled ?? false;
  return (
    <Card id="two-factor" aria-labelledby="two-factor-heading">
      <h2 id="two-factor-heading" className="text-lg font-bold">
        {t('Two-factor sign-in')}
      </h2>
      {status.data?.required && !enabled && (
        <p role="alert" className="mt-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('Set up two-factor sign-in to use staff pages.')}
        </p>
      )}

      {recoveryCodes ? (
        <div className="mt-4 space-y-3">
          <p className="text-sm text-stone-800">
            {t(
              'Two-factor sign-in is on. Keep these recovery codes somewhere safe: each one signs you in once if you lose your phone. They are shown only now.',
            )}
          </p>
          <ul aria-label={t('Recovery codes')} className="grid grid-cols-2 gap-2 rounded-lg bg-stone-100 p-3 font-mono text-sm">
            {recoveryCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
          <Button variant="secondary" onClick={() => setRecoveryCodes(null)}>
            {t('I have saved them')}
          </Button>
        </div>
      ) : enabled ? (
        <div className="mt-4 space-y-4">
          <p className="text-sm text-stone-800">
            {t('Two-factor sign-in is on. Recovery codes left: {count}.', { count: status.data?.recoveryCodesLeft ?? 0 })}
          </p>
          <CodeForm
            label="Code or password to turn it off"
            submitLabel="Turn off"
            type="password"
            onSubmit={async (value) => {
              await accountApi.disableTwoFactor(proofOf(value));
              toast.success(t('Two-factor sign-in is off.'));
              await refresh();
            }}
          />
          <CodeForm
            label="Code or password for new recovery codes"
            submitLabel="New recovery codes"
            type="password"
            onSubmit={async (value) => {
              setRecoveryCodes((await accountApi.regenerateRecoveryCodes(proofOf(value))).recoveryCodes);
              await refresh();
            }}
          />
        </div>
      ) : setup ? (
        <div className="mt-4 space-y-4">
          <p className="text-sm text-stone-800">
            {t('Scan this code with an authenticator app (or type the key in), then enter the 6-digit code it shows.')}
          </p>
          <div className="flex flex-wrap items-center gap-4">
            <img src={setup.qrCode} alt={t('QR code for your authenticator app')} className="size-44 rounded-lg border border-stone-200" />
            <div className="min-w-0">
              <p className="text-sm font-medium text-stone-800">{t('Key')}</p>
              <code data-testid="totp-secret" className="break-all font-mono text-sm">
                {setup.secret}
              </code>
            </div>
          </div>
          <CodeForm
            label="Code from your app"
            submitLabel="Turn on"
            onSubmit={async (code) => {
              const answer = await accountApi.enableTwoFactor(code);
              setSetup(null);
              setRecoveryCodes(answer.recoveryCodes);
              await refresh();
            }}
          />
        </div>
      ) : (
        <div className="mt-4 space-y-3">
          <p className="text-sm text-stone-800">{t('Protect your account with a code from an authenticator app each time you sign in.')}</p>
          {status.data?.hasPassword === false ? (
            <Button onClick={startWithoutPassword} busy={starting}>
              {t('Set up two-factor sign-in')}
            </Button>
          ) : (
            <CodeForm
              label="Your current password"
              submitLabel="Set up two-factor sign-in"
              type="password"
              onSubmit={async (password) => setSetup(await accountApi.setupTwoFactor(password))}
            />
          )}
        </div>
      )}
    </Card>
  );
}
