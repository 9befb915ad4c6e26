import { PAYMENT_STATUSES, type PaymentStatus } from '@grant/shared';
import { controlClasses } from '../../../components/ui/form-field';
import { EmptyState } from '../../../components/ui/states';
import { useT } from '../../../i18n/use-t';
import { usePageTitle } from '../../../lib/use-page-title';
import { useUrlPage } from '../../../lib/use-paged-list';
import { useSearchParamsInPlace } from '../../../lib/use-search-params-in-place';
import { useAllPayments, usePaymentTotals } from '../api/payments-api';
import { MonthlyTotals } from '../components/monthly-totals';
import { useAdminPaymentColumns } from '../components/payment-columns';
import { PaymentList } from '../components/payment-list';

/** /dashboard/funding (admin): every gift with its payer, and funding totals by month. */
export function FundingPage() {
  usePageTitle('Funding');
  const t = useT();
  const columns = useAdminPaymentColumns();
  const [params, setParams] = useSearchParamsInPlace();
  const raw = params.get('status') ?? '';
  const status = (PAYMENT_STATUSES as readonly string[]).includes(raw) ? (raw as PaymentStatus) : '';
  const payments = useAllPayments(status, useUrlPage());
  const totals = usePaymentTotals();

  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold">{t('Funding')}</h1>
      <MonthlyTotals title="Total funding" query={totals} />
      <section aria-labelledby="all-payments" className="space-y-3">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <h2 id="all-payments" className="text-lg font-bold">
            {t('All payments')}
          </h2>
          <div>
            <label htmlFor="payment-status" className="block text-sm font-medium text-stone-800">
              {t('Status')}
            </label>
            <select
              id="payment-status"
              className={`${controlClasses(false)} mt-1.5 h-11 w-44`}
              value={status}
              onChange={(e) => setParams(e.target.value ? { status: e.target.value } : {})}
            >
              <option value="">{t('All')}</option>
              {PAYMENT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(s)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <PaymentList
          caption="All payments"
          list={payments}
          columns={columns}
          empty={<EmptyState title={status ? t('No {status} payments.', { status: t(status) }) : t('No payments yet.')} />}
        />
      </section>
    </div>
  );
}
