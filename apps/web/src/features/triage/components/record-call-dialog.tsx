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
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ChoiceFieldset } from '../../../components/ui/choice-fieldset';
import { CancelAndSubmit } from '../../../components/ui/form-actions';
import { FormField } from '../../../components/ui/form-field';
import { LazyModal } from '../../../components/ui/lazy-modal';
import { useT } from '../../../i18n/use-t';
import { toast } from '../../../lib/toast';
import { useMutationFormError } from '../../../lib/use-server-error';
import { useRecordCall } from '../api/call-sheet-api';

interface CallFormValues {
  donorId: string;
  outcome: CallOutcome | '';
  note: string;
  recordPledge: boolean;
}

/**
 * The pledge box counts only while it shows (the call was agreed, the request still lacks donors): the
 * box starts ticked, and a tick left from an answer changed to 'No answer' must not stop the save.
 */
function callResolver(canPledge: boolean): Resolver<CallFormValues> {
  const checkCall = zodResolver(callRecordSchema) as unknown as Resolver<CallFormValues>;
  return (values, context, options) =>
    checkCall({ ...values, recordPledge: values.outcome === 'agreed' && canPledge && values.recordPledge }, context, options);
}

/**
 * "Record call" for one donor: what came of the call, a note, and for a donor who agreed, their
 * pledge (`canPledge`: the request still lacks donors and they have not pledged). The server checks
 * all of it again.
 */
export function RecordCallDialog({ requestId, donor, canPledge }: { requestId: string; donor: CallSheetDonor; canPledge: boolean }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const record = useRecordCall(requestId);
  const problem = useMutationFormError(record);
  const form = useForm<CallFormValues>({
    resolver: callResolver(canPledge),
    defaultValues: { donorId: donor._id, outcome: '', note: '', recordPledge: canPledge },
  });
  const outcome = form.watch('outcome');
  const { errors } = form.formState;

  const close = (next: boolean) => {
    setOpen(next);
    if (!next) {
      form.reset();
      problem.clear();
    }
  };
  const submit = form.handleSubmit((values) => {
    problem.clear();
    record.mutate(values as CallRecord, {
      onSuccess: ({ pledged }) => {
        close(false);
        toast.success(t(pledged ? 'Call and pledge recorded for {name}' : 'Call recorded for {name}', { name: donor.name }));
      },
    });
  }, problem.onInvalid);

  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        className="whitespace-nowrap"
        onClick={() => setOpen(true)}
        aria-label={t('Record a call to {name}', { name: donor.name })}
      >
        <PhoneForwarded aria-hidden="true" className="size-4" /> {t('Record call')}
      </Button>
      <LazyModal open={open} onOpenChange={close} title={t('Call to {name}', { name: donor.name })}>
        <form onSubmit={submit} noValidate className="space-y-4">
          <ChoiceFieldset
            legend={t('What came of the call?')}
            options={CALL_OUTCOMES.map((value) => ({ value, label: t(CALL_OUTCOME_LABELS[value]) }))}
            field={form.register('outcome')}
            error={errors.outcome?.message}
          />
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
                <span className="block text-sm text-stone-600">{t('It takes one of the bags, marked as recorded by a volunteer.')}</span>
              </span>
            </label>
          )}
          <CancelAndSubmit error={problem.message} onCancel={() => close(false)} submitLabel="Save call" busy={record.isPending} />
        </form>
      </LazyModal>
    </>
  );
}
