import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from './form-field';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  error?: string;
  hint?: string;
  /** The react-hook-form registration of the field (name, ref, onChange, onBlur). */
  registration: UseFormRegisterReturn;
}

/** A labelled one-line input bound to a react-hook-form field, with its error tied to it. */
export function TextField({ label, error, hint, required, registration, ...input }: TextFieldProps) {
  return (
    <FormField label={label} required={required} error={error} hint={hint}>
      {(control) => <input {...control} {...input} {...registration} className={`${control.className} h-11`} />}
    </FormField>
  );
}
