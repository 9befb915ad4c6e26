import { PAGE_PATHS } from '@grant/shared';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/states';
import { useT } from '../../../i18n/use-t';
import { usePageTitle } from '../../../lib/use-page-title';
import { useUrlPage } from '../../../lib/use-paged-list';
import { useOwnPayments, useOwnTotals } from '../api/payments-api';
import { MonthlyTotals } from '../components/monthly-totals';
import { usePaymentColumns } from '../components/payment-columns';
import { PaymentList } from '../components/payment-list';

/** /dashboard/myGifts: what you have given while signed in, with your totals by month. */
export function MyGiftsPage() {
  usePageTitle('My gifts');
  const t = useT();
  const columns = usePaymentColumns();
  const payments = useOwnPayments(useUrlPage());
  const totals = useOwnTotals();

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h1 className="text-2xl font-bold">{t('My gifts')}</h1>
        <ButtonLink to={PAGE_PATHS.payment}>{t('Give')}</ButtonLink>
      </div>
      <MonthlyTotals title="You have given" query={totals} />
      <section aria-labelledby="my-gifts-list" className="space-y-3">
        <h2 id="my-gifts-list" className="text-lg font-bold">
          {t('Every payment')}
        </h2>
        <PaymentList
          caption="My gifts"
          list={payments}
          columns={columns}
          empty={<EmptyState title={t('You have not given yet.')} text={t('Gifts you make while signed in are listed here.')} />}
        />
      </section>
    </div>
  );
}
