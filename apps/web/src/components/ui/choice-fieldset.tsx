import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslateAny } from '../../i18n/use-t';
import { cn } from './cn';

interface ChoiceFieldsetProps {
  /** Already in the chosen language, as are the options' labels and hints. */
  legend: string;
  /** `hint`: one line under the label saying what the choice means. */
  options: readonly { value: string; label: string; hint?: string }[];
  /** The form's `register(name)` of the field the choice sets. */
  field: UseFormRegisterReturn;
  /** A validation message from the shared schemas, in English: shown translated. */
  error?: string;
  /** A choice must be made: the legend carries the form's star. */
  required?: boolean;
}

/** One choice among a few, as radio buttons under a legend, with its message tied to the group for screen readers. */
export function ChoiceFieldset({ legend, options, field, error, required }: ChoiceFieldsetProps) {
  const translateAny = useTranslateAny();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      {/* The star as on the form's other required fields (form-field.tsx): seen, not read; the radios say it. */}
      <legend
        className={cn('text-sm font-medium text-stone-800', required && "after:ml-0.5 after:text-brand-700 after:content-['*'_/_'']")}
      >
        {legend}
      </legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {options.map(({ value, label, hint }) =>
          hint ? (
            // The hint describes the choice rather than naming it: a screen reader says "Yes, radio button", then what it means.
            <div key={value} className="flex items-start gap-2 rounded-lg border border-stone-300 px-3 py-2">
              <input
                id={`${id}-${value}`}
                type="radio"
                value={value}
                required={required}
                aria-describedby={`${id}-${value}-hint`}
                className="mt-1 size-4 shrink-0 accent-brand-700"
                {...field}
              />
              <span>
                <label htmlFor={`${id}-${value}`} className="block font-medium">
                  {label}
                </label>
                <span id={`${id}-${value}-hint`} className="block text-sm text-stone-700">
                  {hint}
                </span>
              </span>
            </div>
          ) : (
            <label key={value} className="flex items-center gap-2 rounded-lg border border-stone-300 px-3 py-2">
              <input type="radio" value={value} required={required} className="size-4 shrink-0 accent-brand-700" {...field} />
              {label}
            </label>
          ),
        )}
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {translateAny(error)}
        </p>
      )}
    </fieldset>
  );
}
