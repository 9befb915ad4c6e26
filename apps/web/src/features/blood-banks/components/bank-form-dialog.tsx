import { type BloodBank, type CreateBloodBankBody, createBloodBankBodySchema } from '@grant/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { CancelAndSubmit } from '../../../components/ui/form-actions';
import { LazyModal } from '../../../components/ui/lazy-modal';
import { TextField } from '../../../components/ui/text-field';
import type { Text } from '../../../i18n/locale';
import { useT } from '../../../i18n/use-t';
import { toast } from '../../../lib/toast';
import { useMutationFormError } from '../../../lib/use-server-error';
import { FormLocationFields } from '../../locations';
import { useCreateBank, useUpdateBank } from '../api/blood-banks-api';

const FIELDS = ['name', 'nameBn', 'division', 'district', 'address', 'addressBn', 'phone', 'openingHours', 'openingHoursBn'] as const;
const EMPTY: CreateBloodBankBody = Object.fromEntries(FIELDS.map((name) => [name, ''])) as CreateBloodBankBody;

/** The bank's fields as the form holds them (a Bangla one it has none of is empty). */
const valuesOf = (bank: BloodBank): CreateBloodBankBody =>
  Object.fromEntries(FIELDS.map((name) => [name, bank[name] ?? ''])) as CreateBloodBankBody;

/** The fields that differ from the bank as it was; a changed place sends division and district together. */
function changedFields(bank: BloodBank, values: CreateBloodBankBody) {
  const was = valuesOf(bank);
  const changes = Object.fromEntries(FIELDS.filter((name) => values[name] !== was[name]).map((name) => [name, values[name]]));
  if ('division' in changes || 'district' in changes) Object.assign(changes, { division: values.division, district: values.district });
  return changes;
}

interface BankFormDialogProps {
  /** Editing: the bank as it is; none: a new bank. */
  bank?: BloodBank;
  title: Text;
  submitLabel: Text;
  done: Text;
  onSave: (values: CreateBloodBankBody, options: { onSuccess: () => void }) => void;
  busy: boolean;
  mutation: Parameters<typeof useMutationFormError>[0];
}

/** A bank's form in a dialog (admins): its name, place, phone and opening hours, each of the words also in Bangla if wanted. */
function BankFormDialog({ bank, title, submitLabel, done, onSave, busy, mutation }: BankFormDialogProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const problem = useMutationFormError(mutation);
  const initial = bank ? valuesOf(bank) : EMPTY;
  const form = useForm<CreateBloodBankBody>({ resolver: zodResolver(createBloodBankBodySchema), defaultValues: initial });
  const { errors } = form.formState;
  const close = (next: boolean) => {
    setOpen(next);
    if (!next) {
      form.reset(bank ? valuesOf(bank) : EMPTY);
      problem.clear();
    }
  };
  const submit = form.handleSubmit((values) => {
    problem.clear();
    onSave(values, {
      onSuccess: () => {
        close(false);
        toast.success(t(done));
      },
    });
  }, problem.onInvalid);
  const optional = t('Optional. Shown on Bangla pages; without it they show the English.');
  return (
    <>
      <Button variant={bank ? 'secondary' : 'primary'} size={bank ? 'sm' : undefined} onClick={() => setOpen(true)}>
        {bank ? <Pencil aria-hidden="true" className="size-4" /> : <Plus aria-hidden="true" className="size-4" />} {t(title)}
      </Button>
      <LazyModal open={open} onOpenChange={close} title={t(title)}>
        <form onSubmit={submit} noValidate className="space-y-4">
          <TextField label={t('Name')} required error={errors.name?.message} registration={form.register('name')} autoComplete="off" />
          <TextField
            label={t('Name in Bangla')}
            hint={optional}
            lang="bn"
            error={errors.nameBn?.message}
            registration={form.register('nameBn')}
            autoComplete="off"
          />
          <FormLocationFields form={form} />
          <TextField label={t('Address')} required error={errors.address?.message} registration={form.register('address')} />
          <TextField
            label={t('Address in Bangla')}
            hint={t('Optional.')}
            lang="bn"
            error={errors.addressBn?.message}
            registration={form.register('addressBn')}
          />
          <TextField label={t('Phone')} required type="tel" error={errors.phone?.message} registration={form.register('phone')} />
          <TextField
            label={t('Opening hours')}
            required
            error={errors.openingHours?.message}
            registration={form.register('openingHours')}
          />
          <TextField
            label={t('Opening hours in Bangla')}
            hint={t('Optional.')}
            lang="bn"
            error={errors.openingHoursBn?.message}
            registration={form.register('openingHoursBn')}
          />
          <CancelAndSubmit error={problem.message} onCancel={() => close(false)} submitLabel={submitLabel} busy={busy} />
        </form>
      </LazyModal>
    </>
  );
}

/** "Add a blood bank" (admins). */
export function AddBankDialog() {
  const create = useCreateBank();
  return (
    <BankFormDialog
      title="Add a blood bank"
      submitLabel="Add the bank"
      done="The blood bank is added."
      onSave={(values, options) => create.mutate(values, options)}
      busy={create.isPending}
      mutation={create}
    />
  );
}

/** "Edit the bank" (admins): sends only what changed. */
export function EditBankDialog({ bank }: { bank: BloodBank }) {
  const update = useUpdateBank(bank._id);
  return (
    <BankFormDialog
      bank={bank}
      title="Edit the bank"
      submitLabel="Save changes"
      done="The blood bank is changed."
      onSave={(values, options) => {
        const changes = changedFields(bank, values);
        if (Object.keys(changes).length === 0) options.onSuccess();
        else update.mutate(changes, options);
      }}
      busy={update.isPending}
      mutation={update}
    />
  );
}
