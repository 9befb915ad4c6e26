import { formatTaka, MESSAGES } from '@grant/shared';
import { ClipboardList, HandCoins, Users } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { errorMessage } from '../../../lib/api-client';
import { useStats } from '../api/get-stats';
import { StatCard } from './stat-card';

const count = (n: number) => n.toLocaleString('en-US');

/** The three stat cards of the spec's admin home, from GET /api/stats. */
export function StatCards() {
  const stats = useStats();
  if (stats.isError) return <ErrorState message={errorMessage(stats.error)} onRetry={() => stats.refetch()} />;
  return (
    <section aria-label="Statistics" aria-busy={stats.isPending} className="grid gap-4 md:grid-cols-3">
      {stats.isPending ? (
        [MESSAGES.totalRequests, MESSAGES.totalUsers, MESSAGES.totalFunding].map((title) => (
          <Card key={title} className="flex min-h-36 flex-col justify-between">
            <h2 className="text-sm font-semibold text-stone-700">{title}</h2>
            <Spinner label={`Loading ${title.toLowerCase()}`} className="text-brand-700" />
          </Card>
        ))
      ) : (
        <>
          <StatCard
            title={MESSAGES.totalRequests}
            value={count(stats.data.totalRequests)}
            icon={<ClipboardList className="size-5" />}
            change={stats.data.changes.requests}
            formatChange={count}
          />
          <StatCard
            title={MESSAGES.totalUsers}
            value={count(stats.data.totalUsers)}
            icon={<Users className="size-5" />}
            change={stats.data.changes.users}
            formatChange={count}
          />
          <StatCard
            title={MESSAGES.totalFunding}
            value={formatTaka(stats.data.totalFunding)}
            icon={<HandCoins className="size-5" />}
            change={stats.data.changes.funding}
            formatChange={formatTaka}
          />
        </>
      )}
    </section>
  );
}
