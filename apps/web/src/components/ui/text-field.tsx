import { UPLOAD_IMAGE_TYPES } from '@grant/shared';
import type { InputHTMLAttributes, Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useT } from '../../i18n/use-t';
import { type FormControlProps, FormField } from './form-field';

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

/** The account's e-mail address: the same field on every form that asks for it. */
export function EmailField({ error, registration }: { error?: string; registration: UseFormRegisterReturn }) {
  const t = useT();
  return <TextField label={t('Email')} required error={error} registration={registration} type="email" autoComplete="email" />;
}

/** An image upload: the file picker styled like the other controls, offering only the image types we accept. */
export function ImageFileInput({ control, ...input }: ImageFileInputProps) {
  return (
    <input
      {...control}
      {...input}
      className={`${control.className} py-2 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-800`}
      type="file"
      accept={UPLOAD_IMAGE_TYPES.join(',')}
    />
  );
}

interface ImageFileInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'accept' | 'className'> {
  control: FormControlProps;
  ref?: Ref<HTMLInputElement>;
}
