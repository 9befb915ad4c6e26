import {
  CALL_NOTE_MAX,
  CALL_OUTCOME_LABELS,
  CALL_OUTCOMES,
  type CallOutcome,
  type CallRecord,
  type CallSheetDonor,
  callRecordSchema,
} from '@grant/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { PhoneForwarded } from 'lucide-react';
import { Suspense, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { FormField } from '../../../components/ui/form-field';
import { useT, useTranslateAny } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { lazyNamed } from '../../../lib/lazy-named';
import { useRecordCall } from '../api/call-sheet-api';

// The dialog (Radix) loads when first opened, as the donate dialog's does.
const Modal = lazyNamed(() => import('../../../components/ui/modal'), 'Modal');

interface CallFormValues {
  donorId: string;
  outcome: CallOutcome | '';
  note: string;
  recordPledge: boolean;
}

/**
 * "Record call" for one donor: what came of the call, a note, and for a donor who agreed, their
 * pledge (`canPledge`: the request still lacks donors and they have not pledged). The server checks
 * all of it again.
 */
export function RecordCallDialog({ requestId, donor, canPledge }: { requestId: string; donor: CallSheetDonor; canPledge: boolean }) {
  const t = useT();
  const translateAny = useTranslateAny();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const record = useRecordCall(requestId);
  const form = useForm<CallFormValues>({
    resolver: zodResolver(callRecordSchema) as unknown as Resolver<CallFormValues>,
    defaultValues: { donorId: donor._id, outcome: '', note: '', recordPledge: canPledge },
  });
  const outcome = form.watch('outcome');
  const { errors } = form.formState;

  const close = (next: boolean) => {
    setOpen(next);
    if (!next) {
      form.reset();
      record.reset();
    }
  };
  const submit = form.handleSubmit((values) => {
    const call = { ...values, recordPledge: values.outcome === 'agreed' && canPledge && values.recordPledge } as CallRecord;
    record.mutate(call, {
      onSuccess: ({ pledged }) => {
        close(false);
        toast.success(t(pledged ? 'Call and pledge recorded for {name}' : 'Call recorded for {name}', { name: donor.name }));
      },
    });
  });

  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        className="whitespace-nowrap"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        aria-label={t('Record a call to {name}', { name: donor.name })}
      >
        <PhoneForwarded aria-hidden="true" className="size-4" /> {t('Record call')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <Modal open={open} onOpenChange={close} title={t('Call to {name}', { name: donor.name })}>
            <form onSubmit={submit} noValidate className="space-y-4">
              <fieldset aria-describedby={errors.outcome ? 'call-outcome-error' : undefined}>
                <legend className="text-sm font-medium text-stone-800">{t('What came of the call?')}</legend>
                <div className="mt-2 grid gap-2 sm:grid-cols-2">
                  {CALL_OUTCOMES.map((value) => (
                    <label key={value} className="flex items-center gap-2 rounded-lg border border-stone-300 px-3 py-2">
                      <input type="radio" value={value} className="size-4 accent-brand-700" {...form.register('outcome')} />
                      {t(CALL_OUTCOME_LABELS[value])}
                    </label>
                  ))}
                </div>
                {errors.outcome?.message && (
                  <p id="call-outcome-error" role="alert" className="mt-1 text-sm text-red-700">
                    {translateAny(errors.outcome.message)}
                  </p>
                )}
              </fieldset>
              <FormField label={t('Note (optional)')} error={errors.note?.message}>
                {(control) => (
                  <textarea
                    {...control}
                    rows={3}
                    maxLength={CALL_NOTE_MAX}
                    className={`${control.className} py-2`}
                    {...form.register('note')}
                  />
                )}
              </FormField>
              {outcome === 'agreed' && canPledge && (
                <label className="flex items-start gap-3 rounded-xl border border-stone-300 p-3">
                  <input type="checkbox" className="mt-1 size-5 accent-brand-700" {...form.register('recordPledge')} />
                  <span>
                    <span className="block font-medium">{t('Record their pledge now')}</span>
                    <span className="block text-sm text-stone-600">
                      {t('It takes one of the bags, marked as recorded by a volunteer.')}
                    </span>
                  </span>
                </label>
              )}
              <FormError message={record.isError ? errorMessage(record.error) : null} />
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Button variant="secondary" onClick={() => close(false)}>
                  {t('Cancel')}
                </Button>
                <Button type="submit" busy={record.isPending}>
                  {t('Save call')}
                </Button>
              </div>
            </form>
          </Modal>
        </Suspense>
      )}
    </>
  );
}
