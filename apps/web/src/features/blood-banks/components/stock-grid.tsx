import type { BloodBank } from '@grant/shared';
import { cn } from '../../../components/ui/cn';
import { formatNumber } from '../../../i18n/locale';
import { useT } from '../../../i18n/use-t';
import { formatAge } from '../../../lib/format-age';

/**
 * A bank's units per blood group, each with when it was last confirmed; one older than 24 hours is
 * marked stale (greyed and said so), since blood goes out every hour. `highlight`: the groups asked for.
 */
export function StockGrid({ stock, highlight = [] }: { stock: BloodBank['stock']; highlight?: readonly string[] }) {
  const t = useT();
  if (stock.length === 0) return <p className="text-sm text-stone-700">{t('No stock figures yet.')}</p>;
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {stock.map((figure) => (
        <li
          key={figure.blood}
          className={cn(
            'rounded-lg border px-3 py-2',
            highlight.includes(figure.blood) ? 'border-brand-700 bg-brand-50' : 'border-stone-200',
            figure.stale && 'bg-stone-100 text-stone-700',
          )}
        >
          <p className="font-bold">{figure.blood}</p>
          <p className="text-lg font-semibold">{t('{count} units', { count: formatNumber(figure.units) })}</p>
          <p className="text-xs">
            {figure.stale ? (
              <span className="font-semibold text-amber-900">{t('Stale: updated {age}', { age: formatAge(figure.updatedAt) })}</span>
            ) : (
              t('Updated {age}', { age: formatAge(figure.updatedAt) })
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
