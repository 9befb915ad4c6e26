import type { ManagedBloodBank } from '@grant/shared';
import { PeoplePanel } from '../../../components/ui/people-panel';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useAddManager, useRemoveManager } from '../api/blood-banks-api';
import { bankWords } from './bank-words';

/** Admins name a bank's managers by e-mail and remove them. */
export function ManagersPanel({ bank }: { bank: ManagedBloodBank }) {
  const t = useT();
  const add = useAddManager(bank._id);
  const remove = useRemoveManager(bank._id);
  return (
    <PeoplePanel
      heading={t('Managers')}
      headingLevel="h3"
      label={t('Managers of {name}', { name: bankWords(bank).name })}
      className="border-t border-stone-200 pt-3"
      people={bank.managers}
      empty={t('No managers yet.')}
      canChange
      removeLabel={t('Remove')}
      removeDescription={(manager) => t('{name} will no longer update this bank’s stock.', { name: manager.name })}
      onRemove={(manager) => remove.mutateAsync(manager._id)}
      emailLabel={t('Make a manager (e-mail)')}
      addLabel={t('Add manager')}
      onAdd={async (email) => {
        await add.mutateAsync({ email });
        toast.success(t('{email} now manages this bank.', { email }));
      }}
      adding={add.isPending}
      addError={add.isError ? errorMessage(add.error) : null}
    />
  );
}
