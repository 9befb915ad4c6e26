import {
  BAGS_MAX,
  type CreateRequestBody,
  createRequestBodySchema,
  DONOR_TEXTS,
  type DonationRequest,
  PLACE_TEXTS,
  REQUEST_NEED_TEXTS,
  REQUEST_TEXTS,
  REQUEST_URGENCIES,
  todayInDhaka,
  URGENCY_LABELS,
  updateRequestBodySchema,
} from '@grant/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import { SubmitRow } from '../../../components/ui/server-error';
import { DateField } from '../../../components/ui/text-field';
import type { Text } from '../../../i18n/locale';
import { useT } from '../../../i18n/use-t';
import { showOnField } from '../../../lib/server-field-error';
import { useServerError } from '../../../lib/use-server-error';
import { useAuth } from '../../auth';
import { FormLocationFields } from '../../locations';
import { HospitalPlaceField } from '../../places';
import { ComponentField, NeededByField } from './need-fields';

interface RequestFormProps {
  mode: 'create' | 'edit';
  initial?: CreateRequestBody;
  /** The requester shown on the form: the account's own for a new request, the original one when editing. */
  requester?: { name: string; email: string };
  submitLabel: Text;
  /** A new request's group and place, given in the page's address. */
  prefill?: Partial<Pick<CreateRequestBody, 'blood' | 'division' | 'district'>>;
  onSubmit: (values: CreateRequestBody) => Promise<void>;
  /** Editing: loads the request again after someone else changed it (the server's 412). */
  onReload?: () => void;
  /** Editing: the directory hospital the request names. */
  hospital?: DonationRequest['hospital'];
}

/** The server's refusals each about one field of the form, by their message. */
const FIELD_MESSAGES = {
  hospitalName: [PLACE_TEXTS.hospitalNotFound, PLACE_TEXTS.hospitalNotInDistrict],
  location: [PLACE_TEXTS.outsideBangladesh, PLACE_TEXTS.latitude, PLACE_TEXTS.longitude, PLACE_TEXTS.hospitalOrLocation],
  neededBy: [REQUEST_NEED_TEXTS.neededByFormat, REQUEST_NEED_TEXTS.neededByPast, REQUEST_NEED_TEXTS.neededByTooFar],
  component: [REQUEST_NEED_TEXTS.chooseComponent],
  donationDate: [REQUEST_TEXTS.pastDate],
} satisfies Partial<Record<keyof CreateRequestBody, readonly string[]>>;

const EMPTY: CreateRequestBody = {
  recipientName: '',
  hospitalName: '',
  message: '',
  division: '',
  district: '',
  blood: '' as CreateRequestBody['blood'],
  donationDate: '',
  donationTime: '',
  urgency: 'normal',
  bags: 1,
  component: 'whole_blood',
};

/** The donation request form, for creating and editing; name and email are the account's, not typed. */
export function RequestForm({ mode, initial = EMPTY, requester, submitLabel, prefill, onSubmit, onReload, hospital }: RequestFormProps) {
  const t = useT();
  const { user } = useAuth();
  const { serverError, setServerError, clearServerError, onInvalid } = useServerError<unknown>();
  // Editing keeps an old request's past date valid; only a new request must be for today or later.
  const schema = mode === 'create' ? createRequestBodySchema : updateRequestBodySchema;
  const form = useForm<CreateRequestBody>({
    resolver: zodResolver(schema) as unknown as Resolver<CreateRequestBody>,
    defaultValues: { ...initial, ...prefill },
  });
  const { errors, isSubmitting } = form.formState;
  const shownRequester = requester ?? { name: user?.displayName ?? '', email: user?.email ?? '' };

  const submit = form.handleSubmit(async (values) => {
    clearServerError();
    try {
      await onSubmit(values);
    } catch (error) {
      if (!showOnField(error, FIELD_MESSAGES, (field, fieldError) => form.setError(field, fieldError, { shouldFocus: true }))) {
        setServerError(error);
      }
    }
  }, onInvalid);

  const text = (name: 'recipientName' | 'donationTime', label: Text, placeholder?: Text) => (
    <FormField label={t(label)} required error={errors[name]?.message}>
      {(control) => (
        <input {...control} {...form.register(name)} className={`${control.className} h-11`} placeholder={placeholder && t(placeholder)} />
      )}
    </FormField>
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('Name')}>
          {(control) => <input {...control} className={`${control.className} h-11`} value={shownRequester.name} readOnly />}
        </FormField>
        <FormField label={t('Email')}>
          {(control) => <input {...control} className={`${control.className} h-11`} value={shownRequester.email} readOnly />}
        </FormField>
        {text('recipientName', 'Recipient name')}
        <ComponentField form={form} />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormLocationFields form={form} />
      </div>
      <HospitalPlaceField
        form={form}
        initialHospital={hospital && { name: hospital.name, district: initial.district }}
        placeholder={t('e.g. Dhaka Medical College Hospital')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField
          label={t('Donation date')}
          required
          error={errors.donationDate?.message}
          registration={form.register('donationDate')}
          chosen={form.watch('donationDate')}
          min={mode === 'create' ? todayInDhaka() : undefined}
        />
        {text('donationTime', 'Donation time', 'e.g. 10:30 AM')}
        <NeededByField form={form} follows={!initial.neededBy} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t(DONOR_TEXTS.urgency)} required error={errors.urgency?.message}>
          {(control) => (
            <select {...control} {...form.register('urgency')} className={`${control.className} h-11`}>
              {REQUEST_URGENCIES.map((urgency) => (
                <option key={urgency} value={urgency}>
                  {t(URGENCY_LABELS[urgency])}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t(DONOR_TEXTS.bags)} required error={errors.bags?.message}>
          {(control) => (
            <input
              {...control}
              {...form.register('bags', { valueAsNumber: true })}
              className={`${control.className} h-11`}
              type="number"
              inputMode="numeric"
              min={1}
              max={BAGS_MAX}
            />
          )}
        </FormField>
      </div>
      <FormField
        label={t('Message')}
        required
        error={errors.message?.message}
        hint={t('Why the blood is needed, and anything a donor should know.')}
      >
        {(control) => <textarea {...control} {...form.register('message')} className={`${control.className} min-h-28 py-2`} rows={4} />}
      </FormField>
      <SubmitRow error={serverError} onReload={onReload} busy={isSubmitting} label={submitLabel} />
    </form>
  );
}
