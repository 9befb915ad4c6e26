import type { PaymentTotals } from '@grant/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { formatNumber, type Text } from '../../../i18n/locale';
import { countText, useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { formatAmount, formatMonth } from '../../../lib/money-format';

/** The sum of succeeded gifts, and a bar per month over the last year. */
export function MonthlyTotals({ title, query }: { title: Text; query: UseQueryResult<PaymentTotals> }) {
  const t = useT();
  const headingId = `${title.replace(/\W+/g, '-').toLowerCase()}-heading`;
  return (
    <Card aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-lg font-bold">
        {t(title)}
      </h2>
      {query.isPending ? (
        <Spinner label={t('Loading {what}', { what: t(title).toLowerCase() })} className="text-brand-700" />
      ) : query.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {errorMessage(query.error)}
        </p>
      ) : (
        <>
          <p>
            <span className="text-3xl font-bold text-stone-900">{formatAmount(query.data.amount)}</span>
            <span className="ml-2 text-sm text-stone-700">{countText(t, query.data.count, 'from 1 gift', 'from {count} gifts')}</span>
          </p>
          {query.data.months.length === 0 ? (
            <p className="text-sm text-stone-700">{t('No gifts in the last twelve months.')}</p>
          ) : (
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('{title} by month', { title: t(title) })}</caption>
              <thead className="text-xs tracking-wide text-stone-700 uppercase">
                <tr>
                  <th scope="col" className="py-2 font-semibold">
                    {t('Month')}
                  </th>
                  <th scope="col" className="w-full py-2">
                    <span className="sr-only">{t('Compared with the best month')}</span>
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-semibold">
                    {t('Gifts')}
                  </th>
                  <th scope="col" className="py-2 text-right font-semibold">
                    {t('Amount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {query.data.months.map((month) => {
                  const share = query.data.amount > 0 ? Math.max(2, Math.round((month.amount / maxOf(query.data)) * 100)) : 0;
                  return (
                    <tr key={month.month} className="border-t border-stone-200">
                      <th scope="row" className="py-2 pr-3 font-medium whitespace-nowrap">
                        {formatMonth(month.month)}
                      </th>
                      <td className="w-full py-2 pr-3">
                        <span aria-hidden="true" className="block h-2 rounded-full bg-brand-600" style={{ width: `${share}%` }} />
                      </td>
                      <td className="py-2 pr-3 text-right text-stone-700">{formatNumber(month.count)}</td>
                      <td className="py-2 text-right font-semibold whitespace-nowrap">{formatAmount(month.amount)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
        </>
      )}
    </Card>
  );
}

const maxOf = (totals: PaymentTotals) => Math.max(...totals.months.map((m) => m.amount), 1);
