import { UPLOAD_IMAGE_TYPES } from '@grant/shared';
import { type InputHTMLAttributes, type Ref, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { type Translate, useT } from '../../i18n/use-t';
import { formatClock, formatDate } from '../../lib/format-date';
import { type FormControlProps, FormField, labelIdOf } from './form-field';

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

/**
 * A calendar date. The browser draws the control in its own language and order (mm/dd/yyyy on an
 * American one, whatever the page's language), so the date chosen is written out under it in the
 * page's language: 12 May and 5 December cannot be mixed up on a blood request. `chosen`: the
 * field's current value (react-hook-form's `watch`), which the form may also set itself.
 */
export function DateField({ chosen, hint, ...field }: Omit<TextFieldProps, 'type'> & { chosen: string | null | undefined }) {
  const t = useT();
  return <TextField {...field} type="date" hint={chosen ? t('Date chosen: {date}', { date: formatDate(chosen) }) : hint} />;
}

/**
 * What a time control's hint says once a time is chosen: the browser draws the control in its own
 * language and clock (AM and PM on an American one, in Latin letters on a Bangla page), so the time
 * is written out in the page's language too, as `DateField` does for dates.
 */
export const chosenTimeHint = (t: Translate, chosen: string | null | undefined, hint?: string): string | undefined =>
  chosen ? t('Time chosen: {time}', { time: formatClock(chosen) }) : hint;

/** A time of day bound to a react-hook-form field, the time chosen written out under it. */
export function TimeField({ chosen, hint, ...field }: Omit<TextFieldProps, 'type'> & { chosen: string | null | undefined }) {
  const t = useT();
  return <TextField {...field} type="time" hint={chosenTimeHint(t, chosen, hint)} />;
}

/** The account's e-mail address: the same field on every form that asks for it. */
export function EmailField({ error, registration, readOnly }: { error?: string; registration: UseFormRegisterReturn; readOnly?: boolean }) {
  const t = useT();
  return (
    <TextField
      label={t('Email')}
      required
      error={error}
      registration={registration}
      readOnly={readOnly}
      type="email"
      autoComplete="email"
    />
  );
}

/**
 * An image upload, offering only the image types we accept. The browser's own picker writes "Choose
 * file" and "No file chosen" in the browser's language, whatever the page's: the input is laid
 * transparent over a button and a file name written in the page's language, which name and describe
 * it, and keeps the clicks and the keyboard.
 */
export function ImageFileInput({ control, onChange, ...input }: ImageFileInputProps) {
  const t = useT();
  const [fileName, setFileName] = useState<string>();
  // Named by the field's label and the button's words (what a person using speech says to it).
  const buttonId = `${control.id}-choose`;
  const fileNameId = `${control.id}-file`;
  return (
    <div className={`${control.className} relative flex h-11 items-center gap-3 focus-within:outline-2 focus-within:outline-brand-700`}>
      <input
        {...control}
        {...input}
        aria-labelledby={`${labelIdOf(control.id)} ${buttonId}`}
        aria-describedby={[fileNameId, control['aria-describedby']].filter(Boolean).join(' ')}
        className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
        type="file"
        accept={UPLOAD_IMAGE_TYPES.join(',')}
        onChange={(event) => {
          setFileName(event.target.files?.[0]?.name);
          onChange?.(event);
        }}
      />
      <span id={buttonId} aria-hidden className="shrink-0 rounded-md bg-brand-50 px-3 py-1.5 text-sm font-semibold text-brand-800">
        {t('Choose image')}
      </span>
      <span id={fileNameId} aria-hidden className="min-w-0 truncate text-stone-700">
        {fileName ?? t('No image chosen')}
      </span>
    </div>
  );
}

interface ImageFileInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'accept' | 'className'> {
  control: FormControlProps;
  ref?: Ref<HTMLInputElement>;
}
