import { REPORT_NOTE_MAX, REPORT_REASON_LABELS, REPORT_REASONS, type ReportBody, type ReportReason, reportBodySchema } from '@grant/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm } from 'react-hook-form';
import { ChoiceFieldset } from '../../../components/ui/choice-fieldset';
import { CancelAndSubmit } from '../../../components/ui/form-actions';
import { FormField } from '../../../components/ui/form-field';
import { useT } from '../../../i18n/use-t';
import { toast } from '../../../lib/toast';
import { useMutationFormError } from '../../../lib/use-server-error';
import type { useReportRequest } from '../api/report-api';

interface ReportFormValues {
  reason: ReportReason | '';
  note: string;
}

/**
 * The report dialog's form: what is wrong (asks for money, fake, duplicate, other) and a note, for
 * the admins' moderation queue. Mounted while the dialog is open, so it starts empty each time.
 */
export function ReportForm({
  report,
  onCancel,
  onSent,
}: {
  /** The button's: it outlives the form, so a report answered after the dialog closed still counts as sent. */
  report: ReturnType<typeof useReportRequest>;
  onCancel: () => void;
  onSent: () => void;
}) {
  const t = useT();
  const problem = useMutationFormError(report);
  const form = useForm<ReportFormValues>({
    resolver: zodResolver(reportBodySchema) as unknown as Resolver<ReportFormValues>,
    defaultValues: { reason: '', note: '' },
  });
  const { errors } = form.formState;
  const noteRequired = form.watch('reason') === 'other';

  const submit = form.handleSubmit((values) => {
    problem.clear();
    report.mutate(values as ReportBody, {
      onSuccess: () => {
        onSent();
        toast.success(t('Thank you. An administrator will look at this request.'));
      },
    });
  }, problem.onInvalid);

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <ChoiceFieldset
        legend={t('What is wrong?')}
        options={REPORT_REASONS.map((value) => ({ value, label: t(REPORT_REASON_LABELS[value]) }))}
        field={form.register('reason')}
        error={errors.reason?.message}
      />
      <FormField label={noteRequired ? t('Note') : t('Note (optional)')} required={noteRequired} error={errors.note?.message}>
        {(control) => (
          <textarea {...control} rows={3} maxLength={REPORT_NOTE_MAX} className={`${control.className} py-2`} {...form.register('note')} />
        )}
      </FormField>
      <CancelAndSubmit error={problem.message} onCancel={onCancel} submitLabel="Send report" busy={report.isPending} />
    </form>
  );
}
