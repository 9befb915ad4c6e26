import { AUDIT_ACTION_LABELS, type AuditEntry } from '@grant/shared';
import { useMemo } from 'react';
import { cn } from '../../../components/ui/cn';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { Pagination } from '../../../components/ui/pagination';
import { PageSpinner } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { type Translate, type TranslateAny, useT, useTranslateAny } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { formatTimestamp } from '../../../lib/format-timestamp';
import { usePageTitle } from '../../../lib/use-page-title';
import { useUrlPage } from '../../../lib/use-paged-list';
import { useAuditLog } from '../api/audit-api';

/** Deletions stand out from changes of standing. */
const actionBadge = (action: AuditEntry['action']) =>
  cn(
    'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
    action.endsWith('.delete')
      ? 'bg-red-100 text-red-900'
      : action === 'user.block'
        ? 'bg-amber-100 text-amber-900'
        : 'bg-sky-100 text-sky-900',
  );

/** AUDIT_ACTION_LABELS is typed a plain record, so its labels are looked up untyped (audit.bn.test.ts keeps them covered). */
const columns = (t: Translate, tAny: TranslateAny): readonly Column<AuditEntry>[] => [
  {
    header: t('Action'),
    primary: true,
    cell: (e) => <span className={actionBadge(e.action)}>{tAny(AUDIT_ACTION_LABELS[e.action])}</span>,
  },
  {
    header: t('When'),
    cell: (e) => (
      <time dateTime={e.createdAt} className="whitespace-nowrap">
        {formatTimestamp(e.createdAt)}
      </time>
    ),
  },
  { header: t('Who'), cell: (e) => <span className="break-words">{e.actorEmail}</span> },
  {
    header: t('Whom'),
    cell: (e) => (
      <div className="min-w-40">
        <p className="break-words text-stone-900">{e.targetLabel}</p>
        <p className="text-xs text-stone-600 capitalize">{t(e.targetType)}</p>
      </div>
    ),
  },
  { header: t('Detail'), cell: (e) => <span className="break-words text-stone-800">{e.detail ?? '—'}</span> },
];

export function AuditLogPage() {
  usePageTitle('Audit log');
  const list = useAuditLog(useUrlPage());
  const log = list.query;
  const t = useT();
  const tAny = useTranslateAny();
  const tableColumns = useMemo(() => columns(t, tAny), [t, tAny]);

  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold">{t('Audit log')}</h1>
        <p className="text-sm text-stone-700">
          {log.data
            ? log.data.total === 1
              ? t('1 admin action, newest first')
              : log.data.totalCapped
                ? t('More than {count} admin actions, newest first', { count: log.data.total })
                : t('{count} admin actions, newest first', { count: log.data.total })
            : t('Admin actions, newest first')}
        </p>
      </div>
      {log.isPending ? (
        <PageSpinner label={t('Loading the audit log')} />
      ) : log.isError ? (
        <ErrorState message={errorMessage(log.error)} onRetry={() => log.refetch()} />
      ) : log.data.items.length === 0 ? (
        <EmptyState
          title={t('No admin actions yet')}
          text={t('Blocking, activating and promoting people, and deleting their requests or blogs, is recorded here.')}
        />
      ) : (
        <div aria-busy={log.isFetching}>
          <DataTable caption={t('Audit log')} columns={tableColumns} rows={log.data.items} rowKey={(e) => e._id} cardsBelow="xl" />
          {list.pager && <Pagination {...list.pager} />}
        </div>
      )}
    </div>
  );
}
