import { type CreateBloodBankBody, createBloodBankBodySchema } from '@grant/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { CancelAndSubmit } from '../../../components/ui/form-actions';
import { LazyModal } from '../../../components/ui/lazy-modal';
import { TextField } from '../../../components/ui/text-field';
import { useT } from '../../../i18n/use-t';
import { toast } from '../../../lib/toast';
import { useMutationFormError } from '../../../lib/use-server-error';
import { FormLocationFields } from '../../locations';
import { useCreateBank } from '../api/blood-banks-api';

const EMPTY: CreateBloodBankBody = { name: '', division: '', district: '', address: '', phone: '', openingHours: '' };

/** "Add a blood bank" (admins): its name, place, phone and opening hours. */
export function AddBankDialog() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const create = useCreateBank();
  const problem = useMutationFormError(create);
  const form = useForm<CreateBloodBankBody>({ resolver: zodResolver(createBloodBankBodySchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  const close = (next: boolean) => {
    setOpen(next);
    if (!next) {
      form.reset(EMPTY);
      problem.clear();
    }
  };
  const submit = form.handleSubmit((body) => {
    problem.clear();
    create.mutate(body, {
      onSuccess: () => {
        close(false);
        toast.success(t('The blood bank is added.'));
      },
    });
  }, problem.onInvalid);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" className="size-4" /> {t('Add a blood bank')}
      </Button>
      <LazyModal open={open} onOpenChange={close} title={t('Add a blood bank')}>
        <form onSubmit={submit} noValidate className="space-y-4">
          <TextField label={t('Name')} required error={errors.name?.message} registration={form.register('name')} autoComplete="off" />
          <FormLocationFields form={form} />
          <TextField label={t('Address')} required error={errors.address?.message} registration={form.register('address')} />
          <TextField label={t('Phone')} required type="tel" error={errors.phone?.message} registration={form.register('phone')} />
          <TextField
            label={t('Opening hours')}
            required
            error={errors.openingHours?.message}
            registration={form.register('openingHours')}
          />
          <CancelAndSubmit error={problem.message} onCancel={() => close(false)} submitLabel="Add the bank" busy={create.isPending} />
        </form>
      </LazyModal>
    </>
  );
}
