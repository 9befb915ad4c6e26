import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslateAny } from '../../i18n/use-t';

interface ChoiceFieldsetProps {
  /** Already in the chosen language, as are the options' labels. */
  legend: string;
  options: readonly { value: string; label: string }[];
  /** The form's `register(name)` of the field the choice sets. */
  field: UseFormRegisterReturn;
  /** A validation message from the shared schemas, in English: shown translated. */
  error?: string;
}

/** One choice among a few, as radio buttons under a legend, with its message tied to the group for screen readers. */
export function ChoiceFieldset({ legend, options, field, error }: ChoiceFieldsetProps) {
  const translateAny = useTranslateAny();
  const errorId = `${useId()}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-stone-800">{legend}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {options.map(({ value, label }) => (
          <label key={value} className="flex items-center gap-2 rounded-lg border border-stone-300 px-3 py-2">
            <input type="radio" value={value} className="size-4 shrink-0 accent-brand-700" {...field} />
            {label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {translateAny(error)}
        </p>
      )}
    </fieldset>
  );
}
