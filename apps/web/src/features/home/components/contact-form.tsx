import { type ContactMessageBody, contactMessageBodySchema, type insertedIdSchema } from '@grant/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { FormField } from '../../../components/ui/form-field';
import { EmailField } from '../../../components/ui/text-field';
import { useT } from '../../../i18n/use-t';
import { apiRequest, errorMessage } from '../../../lib/api-client';
import { useHydrated } from '../../../lib/use-hydrated';
import { useServerError } from '../../../lib/use-server-error';

/** The send-message form: validated, stored by the server, and confirmed to the sender. */
export function ContactForm() {
  const t = useT();
  // Until hydrated the button takes no submission (the browser's own GET would lose what was typed)
  // and the fields no typing: react-hook-form empties a field as it takes it over, and React draws
  // the form anew over the build's HTML when it loads as it comes near (lib/lazy-near-viewport.tsx).
  const hydrated = useHydrated();
  const [sent, setSent] = useState<string | null>(null);
  const { serverError, setServerError, clearServerError, onInvalid } = useServerError<string>();
  const form = useForm<ContactMessageBody>({
    resolver: zodResolver(contactMessageBodySchema),
    defaultValues: { name: '', email: '', message: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    clearServerError();
    try {
      await apiRequest<typeof insertedIdSchema>('/contact', { method: 'POST', json: values });
      setSent(values.name);
      form.reset();
    } catch (error) {
      setServerError(errorMessage(error));
    }
  }, onInvalid);

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('Send us a message')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('Full name')} required error={errors.name?.message}>
          {(control) => (
            <input
              {...control}
              {...form.register('name')}
              readOnly={!hydrated}
              className={`${control.className} h-11`}
              autoComplete="name"
            />
          )}
        </FormField>
        <EmailField error={errors.email?.message} registration={form.register('email')} readOnly={!hydrated} />
      </div>
      <FormField label={t('Message')} required error={errors.message?.message}>
        {(control) => (
          <textarea
            {...control}
            {...form.register('message')}
            readOnly={!hydrated}
            className={`${control.className} min-h-32 py-2`}
            rows={5}
          />
        )}
      </FormField>
      <FormError message={serverError} />
      {sent && (
        <p role="status" className="rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900">
          {t('Thank you, {name}. Your message has reached us; we answer by email within two days.', { name: sent })}
        </p>
      )}
      <Button type="submit" size="lg" busy={isSubmitting} disabled={!hydrated}>
        <Send aria-hidden="true" className="size-4" /> {t('Send')}
      </Button>
    </form>
  );
}
