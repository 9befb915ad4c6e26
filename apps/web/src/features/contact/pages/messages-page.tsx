import type { ContactMessage } from '@grant/shared';
import { useMemo } from 'react';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { Pagination } from '../../../components/ui/pagination';
import { PageSpinner } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { type Translate, useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { formatTimestamp } from '../../../lib/format-timestamp';
import { usePageTitle } from '../../../lib/use-page-title';
import { useUrlPage } from '../../../lib/use-paged-list';
import { useContactMessages } from '../api/contact-api';

/** Every field is rendered as text by React: a message full of markup shows as the markup it is. */
const columns = (t: Translate): readonly Column<ContactMessage>[] => [
  {
    header: t('From'),
    primary: true,
    cell: (m) => (
      <div className="min-w-40">
        <p className="font-semibold text-stone-900">{m.name}</p>
        <a href={`mailto:${m.email}`} className="text-sm break-words text-brand-700 underline-offset-2 hover:underline">
          {m.email}
        </a>
      </div>
    ),
  },
  {
    header: t('Received'),
    cell: (m) => (
      <time dateTime={m.createdAt} className="whitespace-nowrap">
        {formatTimestamp(m.createdAt)}
      </time>
    ),
  },
  { header: t('Message'), cell: (m) => <p className="max-w-prose break-words whitespace-pre-line text-stone-800">{m.message}</p> },
];

export function MessagesPage() {
  usePageTitle('Messages');
  const list = useContactMessages(useUrlPage());
  const messages = list.query;
  const t = useT();
  const tableColumns = useMemo(() => columns(t), [t]);

  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold">{t('Messages')}</h1>
        <p className="text-sm text-stone-700">
          {messages.data
            ? messages.data.totalCapped
              ? t('More than {count} from the contact form, newest first', { count: messages.data.total })
              : t('{count} from the contact form, newest first', { count: messages.data.total })
            : t('From the contact form, newest first')}
        </p>
      </div>
      {messages.isPending ? (
        <PageSpinner label={t('Loading messages')} />
      ) : messages.isError ? (
        <ErrorState message={errorMessage(messages.error)} onRetry={() => messages.refetch()} />
      ) : messages.data.items.length === 0 ? (
        <EmptyState title={t('No messages yet')} text={t('Messages sent through the contact form on the home page appear here.')} />
      ) : (
        <div aria-busy={messages.isFetching}>
          <DataTable
            caption={t('Contact messages')}
            columns={tableColumns}
            rows={messages.data.items}
            rowKey={(m) => m._id}
            cardsBelow="xl"
          />
          {list.pager && <Pagination {...list.pager} />}
        </div>
      )}
    </div>
  );
}
