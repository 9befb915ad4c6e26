import { type Reauthenticate, reauthenticateSchema } from '@grant/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { CancelAndSubmit } from '../../../components/ui/form-actions';
import { LazyModal } from '../../../components/ui/lazy-modal';
import { useT } from '../../../i18n/use-t';
import { useMutationFormError } from '../../../lib/use-server-error';
import { privacyApi } from '../api/privacy-api';
import { IdentityProofFields } from './identity-proof-fields';

/** "Confirm it is you": the password again, after which the session may download the person's data for ten minutes. */
export function ConfirmIdentityDialog({
  open,
  onOpenChange,
  onConfirmed,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirmed: () => void;
}) {
  const t = useT();
  const confirm = useMutation({ mutationFn: privacyApi.reauthenticate });
  const problem = useMutationFormError(confirm);
  const form = useForm<Reauthenticate>({ resolver: zodResolver(reauthenticateSchema), defaultValues: { password: '', code: '' } });
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      form.reset();
      problem.clear();
    }
  };
  const submit = form.handleSubmit((proof) => {
    problem.clear();
    confirm.mutate(
      { password: proof.password || undefined, code: proof.code || undefined },
      {
        onSuccess: () => {
          close(false);
          onConfirmed();
        },
      },
    );
  }, problem.onInvalid);
  return (
    <LazyModal
      open={open}
      onOpenChange={close}
      title={t('Confirm it is you')}
      description={t('Your data holds your phone and health answers: enter your password again to download it.')}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <IdentityProofFields
          password={form.register('password')}
          code={form.register('code')}
          errors={{ password: form.formState.errors.password?.message, code: form.formState.errors.code?.message }}
        />
        <CancelAndSubmit
          error={problem.message}
          onCancel={() => close(false)}
          submitLabel="Confirm and download"
          busy={confirm.isPending}
        />
      </form>
    </LazyModal>
  );
}
