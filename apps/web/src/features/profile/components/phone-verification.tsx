import { type AlertPreferences, bangladeshiMobileSchema, CHANNEL_TEXTS } from '@grant/shared';
import { useQueryClient } from '@tanstack/react-query';
import { BadgeCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { FormField } from '../../../components/ui/form-field';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { alertKeys, phoneApi } from '../api/alerts-api';

type Step = { kind: 'number' } | { kind: 'code'; phone: string };

/** Runs a form's action with its busy and error state. */
function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<void>) => {
    setError(null);
    setBusy(true);
    try {
      await action();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}

/** The phone SMS alerts go to: a Bangladeshi mobile number, proven by a 6-digit code sent to it. */
export function PhoneVerification({ preferences }: { preferences: AlertPreferences }) {
  const t = useT();
  const queryClient = useQueryClient();
  const verified = preferences.phoneVerified && preferences.phone !== null;
  const [changing, setChanging] = useState(!verified);
  const [step, setStep] = useState<Step>({ kind: 'number' });
  const [number, setNumber] = useState(verified ? '' : (preferences.phone ?? ''));
  const [numberError, setNumberError] = useState<string | undefined>();
  const [code, setCode] = useState('');
  const action = useAction();

  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    const parsed = bangladeshiMobileSchema.safeParse(number);
    setNumberError(parsed.success ? undefined : CHANNEL_TEXTS.invalidMobile);
    if (!parsed.success) return;
    void action.run(async () => {
      const sent = await phoneApi.sendCode(parsed.data);
      setCode('');
      setStep({ kind: 'code', phone: sent.phone });
    });
  };

  const verify = (event: FormEvent) => {
    event.preventDefault();
    void action.run(async () => {
      await phoneApi.verify(code.trim());
      toast.success(t(CHANNEL_TEXTS.phoneVerified));
      setChanging(false);
      setStep({ kind: 'number' });
      await queryClient.invalidateQueries({ queryKey: alertKeys.donorMe });
    });
  };

  const backToNumber = () => {
    action.setError(null);
    setStep({ kind: 'number' });
  };

  return (
    <div className="space-y-3 border-t border-stone-200 pt-5">
      <div>
        <h3 className="font-semibold">{t(CHANNEL_TEXTS.phoneTitle)}</h3>
        <p className="text-sm text-stone-700">{t(CHANNEL_TEXTS.phoneHint)}</p>
      </div>
      {verified && !changing ? (
        <div className="flex flex-wrap items-center gap-3">
          <span className="font-medium" data-testid="verified-phone">
            {preferences.phone}
          </span>
          <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-900">
            <BadgeCheck aria-hidden="true" className="size-3.5" />
            {t(CHANNEL_TEXTS.verified)}
          </span>
          <Button variant="secondary" size="sm" onClick={() => setChanging(true)}>
            {t(CHANNEL_TEXTS.changeNumber)}
          </Button>
        </div>
      ) : step.kind === 'number' ? (
        <form onSubmit={sendCode} noValidate className="flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1 basis-56">
            <FormField label={t(CHANNEL_TEXTS.mobileNumber)} error={numberError}>
              {(control) => (
                <input
                  {...control}
                  className={`${control.className} h-11`}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel-national"
                  value={number}
                  onChange={(event) => setNumber(event.target.value)}
                />
              )}
            </FormField>
          </div>
          <Button type="submit" busy={action.busy}>
            {t(CHANNEL_TEXTS.sendCode)}
          </Button>
          {preferences.phone && !preferences.phoneVerified && (
            <p className="w-full text-sm text-amber-900">
              {preferences.phone} · {t(CHANNEL_TEXTS.notVerified)}
            </p>
          )}
        </form>
      ) : (
        <form onSubmit={verify} noValidate className="space-y-3">
          <p role="status" className="text-sm text-stone-800">
            {t(CHANNEL_TEXTS.codeSent, { phone: step.phone })}
          </p>
          <div className="flex flex-wrap items-end gap-3">
            <div className="min-w-0 flex-1 basis-40">
              <FormField label={t(CHANNEL_TEXTS.code)}>
                {(control) => (
                  <input
                    {...control}
                    className={`${control.className} h-11 tracking-widest`}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={6}
                    value={code}
                    onChange={(event) => setCode(event.target.value)}
                  />
                )}
              </FormField>
            </div>
            <Button type="submit" busy={action.busy}>
              {t(CHANNEL_TEXTS.verify)}
            </Button>
            <Button variant="ghost" onClick={backToNumber}>
              {t(CHANNEL_TEXTS.changeNumber)}
            </Button>
          </div>
        </form>
      )}
      <FormError message={action.error} />
    </div>
  );
}
