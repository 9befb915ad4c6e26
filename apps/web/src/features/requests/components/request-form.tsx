import { type CreateRequestBody, createRequestBodySchema, todayInDhaka, updateRequestBodySchema } from '@grant/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { FormField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../auth/auth-context';
import { LocationFields } from '../../locations/components/location-fields';

interface RequestFormProps {
  mode: 'create' | 'edit';
  initial?: CreateRequestBody;
  /** The requester shown on the form: the account's own for a new request, the original one when editing. */
  requester?: { name: string; email: string };
  submitLabel: string;
  onSubmit: (values: CreateRequestBody) => Promise<void>;
}

const EMPTY: CreateRequestBody = {
  recipientName: '',
  hospitalName: '',
  message: '',
  division: '',
  district: '',
  blood: '' as CreateRequestBody['blood'],
  donationDate: '',
  donationTime: '',
};

/** The donation request form, for creating and editing; name and email are the account's, not typed. */
export function RequestForm({ mode, initial = EMPTY, requester, submitLabel, onSubmit }: RequestFormProps) {
  const { user } = useAuth();
  const [serverError, setServerError] = useState<string | null>(null);
  // Editing keeps an old request's past date valid; only a new request must be for today or later.
  const schema = mode === 'create' ? createRequestBodySchema : updateRequestBodySchema;
  const form = useForm<CreateRequestBody>({
    resolver: zodResolver(schema) as unknown as Resolver<CreateRequestBody>,
    defaultValues: initial,
  });
  const { errors, isSubmitting, isSubmitted } = form.formState;
  const [division, district, blood] = form.watch(['division', 'district', 'blood']);
  const shownRequester = requester ?? { name: user?.displayName ?? '', email: user?.email ?? '' };

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setServerError(errorMessage(error));
    }
  });

  const text = (name: 'recipientName' | 'hospitalName' | 'donationTime', label: string, placeholder?: string) => (
    <FormField label={label} required error={errors[name]?.message}>
      {(control) => <input {...control} {...form.register(name)} className={`${control.className} h-11`} placeholder={placeholder} />}
    </FormField>
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Name">
          {(control) => <input {...control} className={`${control.className} h-11`} value={shownRequester.name} readOnly />}
        </FormField>
        <FormField label="Email">
          {(control) => <input {...control} className={`${control.className} h-11`} value={shownRequester.email} readOnly />}
        </FormField>
        {text('recipientName', 'Recipient name')}
        {text('hospitalName', 'Hospital name', 'e.g. Dhaka Medical College Hospital')}
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <LocationFields
          division={division}
          district={district}
          blood={blood}
          errors={{ division: errors.division?.message, district: errors.district?.message, blood: errors.blood?.message }}
          onChange={(field, value) => form.setValue(field, value as never, { shouldValidate: isSubmitted })}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Donation date" required error={errors.donationDate?.message}>
          {(control) => (
            <input
              {...control}
              {...form.register('donationDate')}
              className={`${control.className} h-11`}
              type="date"
              min={mode === 'create' ? todayInDhaka() : undefined}
            />
          )}
        </FormField>
        {text('donationTime', 'Donation time', 'e.g. 10:30 AM')}
      </div>
      <FormField label="Message" required error={errors.message?.message} hint="Why the blood is needed, and anything a donor should know.">
        {(control) => <textarea {...control} {...form.register('message')} className={`${control.className} min-h-28 py-2`} rows={4} />}
      </FormField>
      <FormError message={serverError} />
      <Button type="submit" size="lg" className="w-full sm:w-auto" busy={isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
