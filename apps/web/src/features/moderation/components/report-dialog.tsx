import { REPORT_NOTE_MAX, REPORT_REASON_LABELS, REPORT_REASONS, type ReportBody, type ReportReason, reportBodySchema } from '@grant/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Flag } from 'lucide-react';
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
import { useReportRequest } from '../api/moderation-api';

interface ReportFormValues {
  reason: ReportReason | '';
  note: string;
}

/**
 * "Report this request" on its details page: what is wrong (asks for money, fake, duplicate,
 * other) and a note, for the admins' moderation queue. Once sent, the button says so.
 */
export function ReportButton({ requestId }: { requestId: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const report = useReportRequest(requestId);
  const problem = useMutationFormError(report);
  const form = useForm<ReportFormValues>({
    resolver: zodResolver(reportBodySchema) as unknown as Resolver<ReportFormValues>,
    defaultValues: { reason: '', note: '' },
  });
  const { errors } = form.formState;
  const noteRequired = form.watch('reason') === 'other';

  const close = (next: boolean) => {
    setOpen(next);
    if (!next) {
      form.reset();
      problem.clear();
    }
  };
  const submit = form.handleSubmit((values) => {
    problem.clear();
    report.mutate(values as ReportBody, {
      onSuccess: () => {
        close(false);
        setSent(true);
        toast.success(t('Thank you. An administrator will look at this request.'));
      },
    });
  }, problem.onInvalid);

  if (sent) return <p className="text-sm text-stone-700">{t('You reported this request. Thank you.')}</p>;
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        <Flag aria-hidden="true" className="size-4" /> {t('Report this request')}
      </Button>
      <LazyModal
        open={open}
        onOpenChange={close}
        title={t('Report this request')}
        description={t('Tell the administrators what is wrong. The requester does not see who reported it.')}
      >
        <form onSubmit={submit} noValidate className="space-y-4">
          <ChoiceFieldset
            legend={t('What is wrong?')}
            options={REPORT_REASONS.map((value) => ({ value, label: t(REPORT_REASON_LABELS[value]) }))}
            field={form.register('reason')}
            error={errors.reason?.message}
          />
          <FormField label={noteRequired ? t('Note') : t('Note (optional)')} required={noteRequired} error={errors.note?.message}>
            {(control) => (
              <textarea
                {...control}
                rows={3}
                maxLength={REPORT_NOTE_MAX}
                className={`${control.className} py-2`}
                {...form.register('note')}
              />
            )}
          </FormField>
          <CancelAndSubmit error={problem.message} onCancel={() => close(false)} submitLabel="Send report" busy={report.isPending} />
        </form>
      </LazyModal>
    </>
  );
}
