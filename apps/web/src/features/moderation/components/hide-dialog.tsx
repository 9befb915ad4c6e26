import { type HideBody, hideBodySchema, type ModerationItem, REPORT_NOTE_MAX } from '@grant/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { CancelAndSubmit } from '../../../components/ui/form-actions';
import { FormField } from '../../../components/ui/form-field';
import { LazyModal } from '../../../components/ui/lazy-modal';
import { useT } from '../../../i18n/use-t';
import { toast } from '../../../lib/toast';
import { useMutationFormError } from '../../../lib/use-server-error';
import { useHideRequest } from '../api/moderation-api';

/** "Hide request": what its requester is told, then the request leaves every public list (the server blocks a repeat requester). */
export function HideDialog({ item }: { item: ModerationItem }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const hide = useHideRequest();
  const problem = useMutationFormError(hide);
  const form = useForm<HideBody>({ resolver: zodResolver(hideBodySchema), defaultValues: { reason: '' } });

  const close = (next: boolean) => {
    setOpen(next);
    if (!next) {
      form.reset();
      problem.clear();
    }
  };
  const submit = form.handleSubmit((body) => {
    problem.clear();
    hide.mutate(
      { id: item._id, body },
      {
        onSuccess: ({ requesterBlocked }) => {
          close(false);
          toast.success(
            requesterBlocked
              ? t('The request is hidden. Its requester had another request hidden before, so their account is now blocked.')
              : t('The request is hidden and its requester told why.'),
          );
        },
      },
    );
  }, problem.onInvalid);

  return (
    <>
      <Button
        variant="danger"
        size="sm"
        onClick={() => setOpen(true)}
        aria-label={t('Hide the request for {name}', { name: item.recipientName })}
      >
        <EyeOff aria-hidden="true" className="size-4" /> {t('Hide request')}
      </Button>
      <LazyModal
        open={open}
        onOpenChange={close}
        title={t('Hide the request for {name}', { name: item.recipientName })}
        description={t(
          'It leaves every public list and search, donors are no longer asked about it, and its requester is told why by e-mail.',
        )}
      >
        <form onSubmit={submit} noValidate className="space-y-4">
          <FormField label={t('What the requester is told')} required error={form.formState.errors.reason?.message}>
            {(control) => (
              <textarea
                {...control}
                rows={4}
                maxLength={REPORT_NOTE_MAX}
                className={`${control.className} py-2`}
                {...form.register('reason')}
              />
            )}
          </FormField>
          <CancelAndSubmit error={problem.message} onCancel={() => close(false)} submitLabel="Hide request" busy={hide.isPending} danger />
        </form>
      </LazyModal>
    </>
  );
}
