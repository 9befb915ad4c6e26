import { actsAsAdmin, standingOf } from '@grant/shared';
import { Pagination } from '../../../components/ui/pagination';
import { PageSpinner } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useUrlPage } from '../../../lib/use-paged-list';
import { useAuth } from '../../auth';
import { useManagedBanks } from '../api/blood-banks-api';
import { BankCard } from '../components/bank-card';
import { AddBankDialog, EditBankDialog } from '../components/bank-form-dialog';
import { ManagersPanel } from '../components/managers-panel';
import { StockForm } from '../components/stock-form';

/** A manager's banks, each with its stock to update; admins see every bank, add banks and name managers. */
export function ManagedBanksPage() {
  usePageTitle('Blood banks');
  const t = useT();
  const { user } = useAuth();
  const admin = Boolean(user && actsAsAdmin(standingOf(user)));
  const list = useManagedBanks(useUrlPage());
  const { query: banks } = list;
  return (
    <div className="space-y-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">{t('Blood banks')}</h1>
          <p className="mt-2 text-stone-700">{t('Say how many units each bank holds now; figures older than 24 hours show as stale.')}</p>
        </div>
        {admin && <AddBankDialog />}
      </header>
      {banks.isPending ? (
        <PageSpinner label={t('Loading blood banks')} />
      ) : banks.isError ? (
        <ErrorState message={errorMessage(banks.error)} onRetry={() => banks.refetch()} />
      ) : banks.data.items.length === 0 ? (
        <EmptyState title={t('You manage no blood bank.')} text={t('An admin can make you the manager of a bank.')} />
      ) : (
        <div aria-busy={banks.isFetching} className="space-y-4">
          {banks.data.items.map((bank) => (
            <BankCard key={bank._id} bank={bank}>
              <StockForm key={bank.stock.map((figure) => figure.updatedAt).join()} bank={bank} />
              {admin && (
                <>
                  <EditBankDialog bank={bank} />
                  <ManagersPanel bank={bank} />
                </>
              )}
            </BankCard>
          ))}
          {list.pager && <Pagination {...list.pager} />}
        </div>
      )}
    </div>
  );
}
