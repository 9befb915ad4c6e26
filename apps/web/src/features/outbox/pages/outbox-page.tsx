import type { OutboxMessage } from '@grant/shared';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { Pagination } from '../../../components/ui/pagination';
import { PageSpinner } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { type Translate, useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { formatTimestamp } from '../../../lib/format-timestamp';
import { usePageTitle } from '../../../lib/use-page-title';
import { OUTBOX_PAGE_SIZE, useOutbox } from '../api/outbox-api';

/** Shown as text: a link in an e-mail is copied from here, never followed from it. */
const columns = (t: Translate): readonly Column<OutboxMessage>[] => [
  {
    header: t('To'),
    primary: true,
    cell: (m) => (
      <div className="min-w-40">
        <p className="font-semibold break-words text-stone-900">{m.to}</p>
        <p className="text-sm text-stone-700">{m.subject}</p>
      </div>
    ),
  },
  {
    header: t('Written'),
    cell: (m) => (
      <time dateTime={m.createdAt} className="whitespace-nowrap">
        {formatTimestamp(m.createdAt)}
      </time>
    ),
  },
  {
    header: t('Message'),
    cell: (m) => <p className="max-w-prose break-all whitespace-pre-line text-stone-800">{m.text}</p>,
  },
];

export function OutboxPage() {
  usePageTitle('Outbox');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1);
  const outbox = useOutbox(page);
  const t = useT();
  const tableColumns = useMemo(() => columns(t), [t]);

  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold">{t('Outbox')}</h1>
        <p className="text-sm text-stone-700">
          {t('E-mails the app would have sent, kept here because no mail server is configured (SMTP_URL). Newest first.')}
        </p>
      </div>
      {outbox.isPending ? (
        <PageSpinner label={t('Loading the outbox')} />
      ) : outbox.isError ? (
        <ErrorState message={errorMessage(outbox.error)} onRetry={() => outbox.refetch()} />
      ) : outbox.data.items.length === 0 ? (
        <EmptyState title={t('No e-mails yet')} text={t('Password reset e-mails appear here when no mail server is configured.')} />
      ) : (
        <div aria-busy={outbox.isFetching}>
          <DataTable caption={t('Outbox')} columns={tableColumns} rows={outbox.data.items} rowKey={(m) => m._id} cardsBelow="xl" />
          <Pagination
            page={page}
            pageSize={OUTBOX_PAGE_SIZE}
            total={outbox.data.total}
            onPageChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
          />
        </div>
      )}
    </div>
  );
}
