import { type DriveDetails, slotHasStarted } from '@grant/shared';
import { formatNumber, localizeTime } from '../../../i18n/locale';
import { useT } from '../../../i18n/use-t';

/** The drive's times as radio buttons, each with its free places; a full one, or one that has begun, cannot be chosen. */
export function SlotPicker({
  drive,
  value,
  onChange,
}: {
  drive: Pick<DriveDetails, 'date' | 'slots'>;
  value: string;
  onChange: (slot: string) => void;
}) {
  const t = useT();
  const now = new Date();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-stone-800">{t('Choose a time')}</legend>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
        {drive.slots.map((slot) => {
          const started = slotHasStarted(drive.date, slot.start, now);
          return (
            <label
              key={slot.start}
              className="flex items-center gap-2 rounded-lg border border-stone-300 px-3 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:disabled]:opacity-60"
            >
              <input
                type="radio"
                name="slot"
                value={slot.start}
                checked={value === slot.start}
                disabled={slot.free === 0 || started}
                onChange={() => onChange(slot.start)}
                className="size-4 shrink-0 accent-brand-700"
              />
              <span>
                <span className="block font-semibold">{localizeTime(slot.start)}</span>
                <span className="block text-xs text-stone-700">
                  {started ? t('Begun') : slot.free === 0 ? t('Full') : t('{count} free', { count: formatNumber(slot.free) })}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
