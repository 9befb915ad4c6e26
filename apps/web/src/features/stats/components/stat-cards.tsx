import { FUNDING_CHANGE_HINTS, MESSAGES } from '@grant/shared';
import { ClipboardList, HandCoins, Users } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { formatAmount, formatCount } from '../../../lib/money-format';
import { useStats } from '../api/get-stats';
import { StatCard } from './stat-card';

/** The three stat cards of the spec's admin home, from GET /api/stats; Total Funding's hints are the spec's fixed ones. */
export function StatCards() {
  const t = useT();
  const stats = useStats();
  if (stats.isError) return <ErrorState message={errorMessage(stats.error)} onRetry={() => stats.refetch()} />;
  return (
    <section aria-label={t('Statistics')} aria-busy={stats.isPending} className="grid gap-4 md:grid-cols-3">
      {stats.isPending ? (
        [MESSAGES.totalRequests, MESSAGES.totalUsers, MESSAGES.totalFunding].map((title) => (
          <Card key={title} className="flex min-h-36 flex-col justify-between">
            <h2 className="text-sm font-semibold text-stone-700">{t(title)}</h2>
            <Spinner label={t('Loading {what}', { what: t(title).toLowerCase() })} className="text-brand-700" />
          </Card>
        ))
      ) : (
        <>
          <StatCard
            title={t(MESSAGES.totalRequests)}
            value={formatCount(stats.data.totalRequests)}
            icon={<ClipboardList className="size-5" />}
            change={{ value: stats.data.changes.requests, format: formatCount }}
          />
          <StatCard
            title={t(MESSAGES.totalUsers)}
            value={formatCount(stats.data.totalUsers)}
            icon={<Users className="size-5" />}
            change={{ value: stats.data.changes.users, format: formatCount }}
          />
          <StatCard
            title={t(MESSAGES.totalFunding)}
            value={formatAmount(stats.data.totalFunding)}
            icon={<HandCoins className="size-5" />}
            fixedHints={FUNDING_CHANGE_HINTS}
          />
        </>
      )}
    </section>
  );
}
