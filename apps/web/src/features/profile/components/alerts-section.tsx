import {
  type AlertChannels,
  type AlertPreferences,
  type AlertPreferencesUpdate,
  CHANNEL_TEXTS,
  LANGUAGES,
  type Language,
  quietHoursSchema,
} from '@grant/shared';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { FormField } from '../../../components/ui/form-field';
import { SectionCard } from '../../../components/ui/section-card';
import { PageSpinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { chosenTimeHint } from '../../../components/ui/text-field';
import type { Text } from '../../../i18n/locale';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useAlertPreferences, useUpdateAlertPreferences } from '../api/alerts-api';
import { PhoneVerification } from './phone-verification';

/** Each language by its own name, as people look for theirs. */
const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', bn: 'বাংলা' };
const CHANNELS: readonly { key: keyof AlertChannels; label: Text; hint?: Text }[] = [
  { key: 'inApp', label: CHANNEL_TEXTS.inApp },
  { key: 'email', label: CHANNEL_TEXTS.email },
  { key: 'push', label: CHANNEL_TEXTS.push, hint: CHANNEL_TEXTS.pushHint },
  { key: 'sms', label: CHANNEL_TEXTS.sms, hint: CHANNEL_TEXTS.smsHint },
];
/** What the form starts from when quiet hours are off: the app's own default. */
const DEFAULT_QUIET = { start: '22:00', end: '07:00' };

function CheckboxRow({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <label className="flex items-start gap-3 rounded-xl border border-stone-300 p-3">
      <input
        type="checkbox"
        className="mt-1 size-5 shrink-0 accent-brand-700"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span className="min-w-0">
        <span className="block font-medium">{label}</span>
        {hint && <span className="block text-sm text-stone-700">{hint}</span>}
      </span>
    </label>
  );
}

function AlertSettingsForm({ preferences, deviceSwitch }: { preferences: AlertPreferences; deviceSwitch?: ReactNode }) {
  const t = useT();
  const update = useUpdateAlertPreferences();
  const [channels, setChannels] = useState(preferences.channels);
  const [quietOn, setQuietOn] = useState(preferences.quietHours !== null);
  const [quiet, setQuiet] = useState(preferences.quietHours ?? DEFAULT_QUIET);
  const [language, setLanguage] = useState(preferences.language);
  const checkedQuiet = quietOn ? quietHoursSchema.safeParse(quiet) : undefined;
  const [showErrors, setShowErrors] = useState(false);
  const quietError = showErrors && checkedQuiet && !checkedQuiet.success ? checkedQuiet.error.issues[0] : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (checkedQuiet && !checkedQuiet.success) return;
    const changes: AlertPreferencesUpdate = { channels, quietHours: quietOn ? quiet : null, language };
    await update.mutateAsync(changes).then(
      () => toast.success(t(CHANNEL_TEXTS.saved)),
      () => undefined, // shown under the form
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <fieldset className="space-y-2">
        <legend className="mb-2 font-semibold">{t(CHANNEL_TEXTS.channels)}</legend>
        {CHANNELS.map(({ key, label, hint }) => (
          <div key={key} className="space-y-2">
            <CheckboxRow
              label={t(label)}
              hint={hint && t(hint)}
              checked={channels[key]}
              onChange={(on) => setChannels((current) => ({ ...current, [key]: on }))}
            />
            {key === 'push' && (
              <div className="ml-8 space-y-2 text-sm text-stone-700">
                <p data-testid="alert-devices">{t(CHANNEL_TEXTS.devices, { count: preferences.devices })}</p>
                {/* H4's DeviceAlertsSwitch ("Alerts on this device", features/push), passed in by the profile page. */}
                {deviceSwitch}
              </div>
            )}
          </div>
        ))}
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="font-semibold">{t(CHANNEL_TEXTS.quietHours)}</legend>
        <p className="text-sm text-stone-700">{t(CHANNEL_TEXTS.quietHoursHint)}</p>
        <CheckboxRow label={t(CHANNEL_TEXTS.useQuietHours)} checked={quietOn} onChange={setQuietOn} />
        {quietOn && (
          <div className="grid gap-4 sm:grid-cols-2">
            {(['start', 'end'] as const).map((edge) => (
              <FormField
                key={edge}
                label={t(edge === 'start' ? CHANNEL_TEXTS.quietFrom : CHANNEL_TEXTS.quietUntil)}
                error={quietError && (quietError.path[0] === edge || quietError.path.length === 0) ? quietError.message : undefined}
                hint={chosenTimeHint(t, quiet[edge])}
              >
                {(control) => (
                  <input
                    {...control}
                    className={`${control.className} h-11`}
                    type="time"
                    step={60}
                    value={quiet[edge]}
                    onChange={(event) => setQuiet((current) => ({ ...current, [edge]: event.target.value }))}
                  />
                )}
              </FormField>
            ))}
          </div>
        )}
      </fieldset>

      <div className="max-w-xs">
        <FormField label={t(CHANNEL_TEXTS.language)}>
          {(control) => (
            <select
              {...control}
              className={`${control.className} h-11`}
              value={language}
              onChange={(event) => setLanguage(event.target.value as Language)}
            >
              {LANGUAGES.map((code) => (
                <option key={code} value={code} lang={code}>
                  {LANGUAGE_NAMES[code]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>

      <FormError message={update.isError ? errorMessage(update.error) : null} />
      <div className="flex justify-end">
        <Button type="submit" busy={update.isPending}>
          {t(CHANNEL_TEXTS.save)}
        </Button>
      </div>
    </form>
  );
}

/**
 * The profile's Alerts: how the donor is told of matching requests (channels, quiet hours, language)
 * and the phone SMS alerts go to. `deviceSwitch`: the "Alerts on this device" switch (H4, features/push).
 */
export function AlertsSection({ deviceSwitch }: { deviceSwitch?: ReactNode }) {
  const t = useT();
  const preferences = useAlertPreferences();
  return (
    <SectionCard id="alerts" title={t(CHANNEL_TEXTS.section)} hint={t(CHANNEL_TEXTS.sectionHint)}>
      {preferences.isPending && <PageSpinner label={t(CHANNEL_TEXTS.loading)} />}
      {preferences.isError && <ErrorState message={errorMessage(preferences.error)} onRetry={() => preferences.refetch()} />}
      {preferences.data && (
        <>
          <AlertSettingsForm key={preferences.dataUpdatedAt} preferences={preferences.data} deviceSwitch={deviceSwitch} />
          <PhoneVerification key={`${preferences.data.phone}-${preferences.data.phoneVerified}`} preferences={preferences.data} />
        </>
      )}
    </SectionCard>
  );
}
