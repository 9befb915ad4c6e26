import { type ReactNode, useId } from 'react';
import { useTranslateAny } from '../../i18n/use-t';
import { cn } from './cn';

export const controlClasses = (invalid: boolean) =>
  cn(
    'block w-full rounded-lg border bg-white px-3 text-base text-stone-900 placeholder:text-stone-500',
    'focus:outline-2 focus:outline-offset-0 focus:outline-brand-700 disabled:bg-stone-100',
    invalid ? 'border-red-700' : 'border-stone-400',
  );

/** The id of the label of the control whose id is `controlId` (FormField gives its label one). */
export const labelIdOf = (controlId: string) => `${controlId}-label`;

/** What FormField hands its control: the id its label points at, its state for screen readers, its look. */
export interface FormControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-required'?: boolean;
  'aria-describedby'?: string;
  className: string;
}

interface FormFieldProps {
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  children: (control: FormControlProps) => ReactNode;
}

/** Label, control and message tied together, so screen readers announce the error with its field. */
export function FormField({ label, error, hint, required, children }: FormFieldProps) {
  const id = useId();
  // Validation messages come from the shared schemas, in English.
  const translateAny = useTranslateAny();
  const messageId = `${id}-message`;
  const message = error ? translateAny(error) : hint;
  return (
    <div className="space-y-1.5">
      {/* The star is seen, not read (its alternative text is empty): the control says it is required. */}
      <label
        id={labelIdOf(id)}
        htmlFor={id}
        className={cn('block text-sm font-medium text-stone-800', required && "after:ml-0.5 after:text-brand-700 after:content-['*'_/_'']")}
      >
        {label}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-required': required || undefined,
        'aria-describedby': message ? messageId : undefined,
        className: controlClasses(Boolean(error)),
      })}
      {message && (
        <p id={messageId} className={cn('text-sm', error ? 'text-red-700' : 'text-stone-600')} role={error ? 'alert' : undefined}>
          {message}
        </p>
      )}
    </div>
  );
}
