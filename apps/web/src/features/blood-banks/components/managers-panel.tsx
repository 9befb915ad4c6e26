import type { ManagedBloodBank } from '@grant/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmAction } from '../../../components/ui/confirm-action';
import { FormError } from '../../../components/ui/form-error';
import { FormField } from '../../../components/ui/form-field';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useAddManager, useRemoveManager } from '../api/blood-banks-api';

/** Admins name a bank's managers by e-mail and remove them. */
export function ManagersPanel({ bank }: { bank: ManagedBloodBank }) {
  const t = useT();
  const add = useAddManager(bank._id);
  const remove = useRemoveManager(bank._id);
  const [email, setEmail] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await add.mutateAsync({ email });
      toast.success(t('{email} now manages this bank.', { email }));
      setEmail('');
    } catch {
      // Shown under the form.
    }
  }

  return (
    <section aria-label={t('Managers of {name}', { name: bank.name })} className="space-y-3 border-t border-stone-200 pt-3">
      <h3 className="font-semibold">{t('Managers')}</h3>
      {bank.managers.length === 0 ? (
        <p className="text-sm text-stone-700">{t('No managers yet.')}</p>
      ) : (
        <ul className="space-y-1">
          {bank.managers.map((manager) => (
            <li key={manager._id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span>
                {manager.name} <span className="text-stone-600">({manager.email})</span>
              </span>
              <ConfirmAction
                trigger={
                  <Button variant="ghost" size="sm">
                    {t('Remove')}
                  </Button>
                }
                description={t('{name} will no longer update this bank’s stock.', { name: manager.name })}
                confirmLabel={t('Remove')}
                onConfirm={() => remove.mutateAsync(manager._id)}
              />
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <FormField label={t('Make a manager (e-mail)')}>
            {(control) => (
              <input
                {...control}
                type="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                autoComplete="off"
                className={`${control.className} h-11`}
              />
            )}
          </FormField>
        </div>
        <Button type="submit" variant="secondary" busy={add.isPending}>
          {t('Add manager')}
        </Button>
      </form>
      <FormError message={add.isError ? errorMessage(add.error) : null} />
    </section>
  );
}
