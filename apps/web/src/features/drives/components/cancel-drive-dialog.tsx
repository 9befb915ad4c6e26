import { type CancelDriveBody, cancelDriveBodySchema, type Drive } from '@grant/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Ban } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { CancelAndSubmit } from '../../../components/ui/form-actions';
import { FormField } from '../../../components/ui/form-field';
import { LazyModal } from '../../../components/ui/lazy-modal';
import { useT } from '../../../i18n/use-t';
import { toast } from '../../../lib/toast';
import { useMutationFormError } from '../../../lib/use-server-error';
import { useCancelDrive } from '../api/drives-api';

/** "Cancel the drive": why, which every booked donor is told; their bookings end with it. */
export function CancelDriveDialog({ drive }: { drive: Drive }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const cancel = useCancelDrive(drive._id);
  const problem = useMutationFormError(cancel);
  const form = useForm<CancelDriveBody>({ resolver: zodResolver(cancelDriveBodySchema), defaultValues: { reason: '' } });
  const close = (next: boolean) => {
    setOpen(next);
    if (!next) {
      form.reset();
      problem.clear();
    }
  };
  const submit = form.handleSubmit((body) => {
    problem.clear();
    cancel.mutate(body, {
      onSuccess: () => {
        close(false);
        toast.success(t('The drive is canceled and everyone booked is told.'));
      },
    });
  }, problem.onInvalid);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        <Ban aria-hidden="true" className="size-4" /> {t('Cancel the drive')}
      </Button>
      <LazyModal
        open={open}
        onOpenChange={close}
        title={t('Cancel the drive')}
        description={t('Every booking ends, and each booked donor is told why through their alert channels.')}
      >
        <form onSubmit={submit} noValidate className="space-y-4">
          <FormField label={t('What the donors are told')} required error={form.formState.errors.reason?.message}>
            {(control) => (
              <textarea {...control} rows={3} maxLength={300} className={`${control.className} py-2`} {...form.register('reason')} />
            )}
          </FormField>
          <CancelAndSubmit
            error={problem.message}
            onCancel={() => close(false)}
            submitLabel="Cancel the drive"
            busy={cancel.isPending}
            cancelLabel="Keep the drive"
            danger
          />
        </form>
      </LazyModal>
    </>
  );
}
