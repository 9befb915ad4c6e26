import { DISTRICTS, SURGE_DISPLAY_TEXTS, SURGE_HOURS_DEFAULT, SURGE_HOURS_MAX, SURGE_TEXTS, type Surge } from '@grant/shared';
import { Siren } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormError } from '../../../components/ui/form-error';
import { FormField } from '../../../components/ui/form-field';
import { SectionCard } from '../../../components/ui/section-card';
import { formatNumber, placeName } from '../../../i18n/locale';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { formatTimestamp } from '../../../lib/format-timestamp';
import { toast } from '../../../lib/toast';
import { useEndSurge, useLiveSurges, useStartSurge } from '../api/surges-api';
import { surgeWords } from './surge-banner';

const validHours = (hours: number) => Number.isInteger(hours) && hours >= 1 && hours <= SURGE_HOURS_MAX;

/** A live surge and the button that ends it, asked first. */
function LiveSurge({ surge }: { surge: Surge }) {
  const t = useT();
  const end = useEndSurge();
  const place = surge.district ? placeName(surge.district) : t(SURGE_DISPLAY_TEXTS.wholeCountry);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
      <span className="min-w-0">
        <span className="block font-medium">{surgeWords(t, surge)}</span>
        <span className="block text-sm text-stone-600">
          {t(SURGE_DISPLAY_TEXTS.until, { time: formatTimestamp(surge.endsAt) })}
          {surge.automatic && ` · ${t(SURGE_DISPLAY_TEXTS.automatic)}`}
        </span>
        {end.isError && <FormError message={errorMessage(end.error)} />}
      </span>
      <ConfirmDialog
        trigger={
          <Button variant="secondary" size="sm" busy={end.isPending}>
            {t(SURGE_DISPLAY_TEXTS.end)}
          </Button>
        }
        title={t(SURGE_DISPLAY_TEXTS.end)}
        description={t(SURGE_DISPLAY_TEXTS.endConfirm, { place })}
        confirmLabel={t(SURGE_DISPLAY_TEXTS.end)}
        busy={end.isPending}
        onConfirm={() => end.mutate(surge._id, { onSuccess: () => toast.success(t(SURGE_DISPLAY_TEXTS.ended)) })}
      />
    </li>
  );
}

/**
 * The admin's dengue surge switch (issue 48): start one for a district or the whole country, for so
 * many hours, or end a live one; each asked first in a dialog that keeps focus and closes on Escape.
 */
export function SurgeSwitch() {
  const t = useT();
  const surges = useLiveSurges();
  const start = useStartSurge();
  const [district, setDistrict] = useState('');
  const [hours, setHours] = useState(String(SURGE_HOURS_DEFAULT));
  const [confirming, setConfirming] = useState(false);
  const [hoursError, setHoursError] = useState<string>();
  const hoursNumber = Number(hours);
  const place = district ? placeName(district) : t(SURGE_DISPLAY_TEXTS.wholeCountry);
  // The server's refusal about the hours goes on the hours field; any other under the form.
  const startError = start.isError ? errorMessage(start.error) : undefined;
  const serverHoursError = start.error?.message === SURGE_TEXTS.hoursRange ? start.error.message : undefined;

  return (
    <SectionCard id="surge-switch" title={t(SURGE_DISPLAY_TEXTS.switchTitle)} hint={t(SURGE_DISPLAY_TEXTS.switchHint)}>
      <form
        className="grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-end"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          start.reset();
          if (!validHours(hoursNumber)) {
            setHoursError(SURGE_TEXTS.hoursRange);
            return;
          }
          setHoursError(undefined);
          setConfirming(true);
        }}
      >
        <FormField label={t(SURGE_DISPLAY_TEXTS.district)}>
          {(control) => (
            <select
              {...control}
              className={`${control.className} h-11`}
              value={district}
              onChange={(event) => setDistrict(event.target.value)}
            >
              <option value="">{t(SURGE_DISPLAY_TEXTS.wholeCountry)}</option>
              {DISTRICTS.map((d) => d.name)
                .sort()
                .map((name) => (
                  <option key={name} value={name}>
                    {placeName(name)}
                  </option>
                ))}
            </select>
          )}
        </FormField>
        <FormField label={t(SURGE_DISPLAY_TEXTS.hours)} required error={hoursError ?? serverHoursError}>
          {(control) => (
            <input
              {...control}
              className={`${control.className} h-11`}
              type="number"
              inputMode="numeric"
              min={1}
              max={SURGE_HOURS_MAX}
              value={hours}
              onChange={(event) => setHours(event.target.value)}
            />
          )}
        </FormField>
        <Button type="submit" variant="danger" busy={start.isPending} aria-haspopup="dialog">
          <Siren aria-hidden="true" className="size-4" /> {t(SURGE_DISPLAY_TEXTS.start)}
        </Button>
      </form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t(SURGE_DISPLAY_TEXTS.start)}
        description={t(SURGE_DISPLAY_TEXTS.startConfirm, { place, hours: formatNumber(hoursNumber) })}
        confirmLabel={t(SURGE_DISPLAY_TEXTS.start)}
        busy={start.isPending}
        onConfirm={() =>
          start.mutate(
            { district: district || null, hours: hoursNumber },
            {
              onSuccess: () => toast.success(t(SURGE_DISPLAY_TEXTS.started)),
              onSettled: () => setConfirming(false),
            },
          )
        }
      />
      {!serverHoursError && <FormError message={startError} />}
      <h3 className="mt-4 font-semibold">{t(SURGE_DISPLAY_TEXTS.live)}</h3>
      {surges.isError ? (
        <FormError message={SURGE_DISPLAY_TEXTS.loadFailed} />
      ) : surges.data && surges.data.length > 0 ? (
        <ul className="mt-2 divide-y divide-stone-200 rounded-xl border border-stone-200">
          {surges.data.map((surge) => (
            <LiveSurge key={surge._id} surge={surge} />
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-stone-700">{t(SURGE_DISPLAY_TEXTS.none)}</p>
      )}
    </SectionCard>
  );
}
