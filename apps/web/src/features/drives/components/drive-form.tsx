import {
  type CreateDriveBody,
  createDriveBodySchema,
  type Drive,
  LIMITS,
  todayInDhaka,
  UPLOAD_IMAGE_TYPES,
  UPLOAD_TEXTS,
  updateDriveBodySchema,
} from '@grant/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import { SubmitRow } from '../../../components/ui/server-error';
import { DateField, ImageFileInput, TextField, TimeField } from '../../../components/ui/text-field';
import type { Text } from '../../../i18n/locale';
import { useT } from '../../../i18n/use-t';
import { useServerError } from '../../../lib/use-server-error';
import { FormLocationFields } from '../../locations';
import { uploadImage } from '../../uploads';

type Values = Omit<CreateDriveBody, 'imageUrl'>;

/** What an organiser may change once donors may have booked (not the times: decision 0042). */
const EDITABLE = ['title', 'titleBn', 'description', 'descriptionBn', 'date', 'division', 'district', 'address', 'addressBn'] as const;

/** The fields that differ from the drive as it was (a Bangla one it has none of is empty); a changed place sends division and district together. */
export function changedFields(drive: Drive, values: Values) {
  const changes = Object.fromEntries(
    EDITABLE.filter((name) => (values[name] ?? '') !== (drive[name] ?? '')).map((name) => [name, values[name] ?? '']),
  );
  if ('division' in changes || 'district' in changes) Object.assign(changes, { division: values.division, district: values.district });
  return changes;
}

/**
 * The drive's fields the form holds. Not its picture: that goes through the upload, and a drive
 * without one has null there, which the schema refuses with no field to show it on (Save did nothing).
 */
function formValuesOf({ imageUrl: _picture, titleBn, descriptionBn, addressBn, ...values }: Drive): Values {
  return { ...values, titleBn: titleBn ?? '', descriptionBn: descriptionBn ?? '', addressBn: addressBn ?? '' };
}

interface DriveFormProps {
  /** Editing: the drive as it is; its times and slots are shown but cannot change. */
  drive?: Drive;
  submitLabel: Text;
  onSubmit: (values: Values, imageUrl: string | undefined) => Promise<void>;
  /** In a dialog: its Cancel button. */
  onCancel?: () => void;
}

/** A drive's form: its title and words, an optional picture (our upload pipeline), day, times, place and slots. */
export function DriveForm({ drive, submitLabel, onSubmit, onCancel }: DriveFormProps) {
  const t = useT();
  const { serverError, setServerError, clearServerError, onInvalid } = useServerError<unknown>();
  const [image, setImage] = useState<File | undefined>();
  const [imageError, setImageError] = useState('');
  const form = useForm<Values>({
    resolver: zodResolver(drive ? updateDriveBodySchema : createDriveBodySchema) as unknown as Resolver<Values>,
    defaultValues: drive
      ? formValuesOf(drive)
      : {
          title: '',
          titleBn: '',
          description: '',
          descriptionBn: '',
          date: '',
          startTime: '09:00',
          endTime: '13:00',
          division: '',
          district: '',
          address: '',
          addressBn: '',
          slotMinutes: 30,
          donorsPerSlot: 4,
        },
  });
  const { errors, isSubmitting } = form.formState;

  function chooseImage(file: File | undefined) {
    setImage(file);
    if (file && !(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) setImageError(UPLOAD_TEXTS.imageTypes);
    else if (file && file.size > LIMITS.uploadMaxBytes) setImageError(UPLOAD_TEXTS.imageTooLarge);
    else setImageError('');
  }

  const submit = form.handleSubmit(async (values) => {
    clearServerError();
    if (imageError) return;
    try {
      await onSubmit(values, image ? await uploadImage(image) : undefined);
    } catch (error) {
      setServerError(error);
    }
  }, onInvalid);

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TextField label={t('Title')} required error={errors.title?.message} registration={form.register('title')} autoComplete="off" />
      <FormField label={t('Description')} required error={errors.description?.message}>
        {(control) => <textarea {...control} {...form.register('description')} rows={5} className={`${control.className} py-2`} />}
      </FormField>
      <TextField
        label={t('Title in Bangla')}
        hint={t('Optional. Shown on Bangla pages; without it they show the English.')}
        error={errors.titleBn?.message}
        registration={form.register('titleBn')}
        autoComplete="off"
        lang="bn"
      />
      <FormField label={t('Description in Bangla')} hint={t('Optional.')} error={errors.descriptionBn?.message}>
        {(control) => (
          <textarea {...control} {...form.register('descriptionBn')} lang="bn" rows={3} className={`${control.className} py-2`} />
        )}
      </FormField>
      <FormField label={t('Picture')} error={imageError || undefined} hint={t('Optional. JPEG, PNG, WebP or GIF, up to 5 MB.')}>
        {(control) => <ImageFileInput control={control} onChange={(event) => chooseImage(event.target.files?.[0])} />}
      </FormField>
      <DateField
        label={t('Date')}
        required
        min={todayInDhaka()}
        error={errors.date?.message}
        registration={form.register('date')}
        chosen={form.watch('date')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TimeField
          label={t('Starts at')}
          required
          disabled={Boolean(drive)}
          error={errors.startTime?.message}
          registration={form.register('startTime')}
          chosen={form.watch('startTime')}
        />
        <TimeField
          label={t('Ends at')}
          required
          disabled={Boolean(drive)}
          error={errors.endTime?.message}
          registration={form.register('endTime')}
          chosen={form.watch('endTime')}
        />
        <TextField
          label={t('Minutes per slot')}
          required
          type="number"
          min={10}
          max={120}
          disabled={Boolean(drive)}
          error={errors.slotMinutes?.message}
          registration={form.register('slotMinutes', { valueAsNumber: true })}
        />
        <TextField
          label={t('Donors per slot')}
          required
          type="number"
          min={1}
          max={50}
          disabled={Boolean(drive)}
          error={errors.donorsPerSlot?.message}
          registration={form.register('donorsPerSlot', { valueAsNumber: true })}
        />
      </div>
      {drive && <p className="text-sm text-stone-700">{t('Times and slots stay as they are once donors may have booked.')}</p>}
      <FormLocationFields form={form} />
      <TextField
        label={t('Address')}
        required
        error={errors.address?.message}
        registration={form.register('address')}
        autoComplete="street-address"
      />
      <TextField
        label={t('Address in Bangla')}
        hint={t('Optional.')}
        error={errors.addressBn?.message}
        registration={form.register('addressBn')}
        lang="bn"
      />
      <SubmitRow error={serverError} busy={isSubmitting} label={submitLabel} onCancel={onCancel} />
    </form>
  );
}
