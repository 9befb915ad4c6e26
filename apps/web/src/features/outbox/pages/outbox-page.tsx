import { CHANNEL_TEXTS, OUTBOX_CHANNELS, OUTBOX_TEXTS, type OutboxChannel, type OutboxMessage } from '@grant/shared';
import { Mail, MessageSquare } from 'lucide-react';
import { useMemo } from 'react';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { FormField } from '../../../components/ui/form-field';
import { Pagination } from '../../../components/ui/pagination';
import { PageSpinner } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { type Translate, useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { formatTimestamp } from '../../../lib/format-timestamp';
import { usePageTitle } from '../../../lib/use-page-title';
import { useUrlPage } from '../../../lib/use-paged-list';
import { useSearchParamsInPlace } from '../../../lib/use-search-params-in-place';
import { useOutbox } from '../api/outbox-api';

const CHANNEL_LABELS = { email: CHANNEL_TEXTS.email, sms: CHANNEL_TEXTS.sms } as const satisfies Record<OutboxChannel, string>;
const isChannel = (value: string | null): value is OutboxChannel => (OUTBOX_CHANNELS as readonly (string | null)[]).includes(value);

function ChannelBadge({ channel }: { channel: OutboxChannel }) {
  const t = useT();
  const Icon = channel === 'sms' ? MessageSquare : Mail;
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ${channel === 'sms' ? 'bg-violet-100 text-violet-900' : 'bg-sky-100 text-sky-900'}`}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {t(CHANNEL_LABELS[channel])}
    </span>
  );
}

/** Shown as text: a link in an e-mail or SMS is copied from here, never followed from it. */
const columns = (t: Translate): readonly Column<OutboxMessage>[] => [
  {
    header: t('To'),
    primary: true,
    cell: (m) => (
      <div className="min-w-40 space-y-1">
        <ChannelBadge channel={m.channel} />
        <p className="font-semibold break-words text-stone-900">{m.to}</p>
        {m.subject && <p className="text-sm text-stone-700">{m.subject}</p>}
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
  const [params, setParams] = useSearchParamsInPlace();
  const channelParam = params.get('channel');
  const channel = isChannel(channelParam) ? channelParam : undefined;
  const list = useOutbox(channel, useUrlPage());
  const outbox = list.query;
  const t = useT();
  const tableColumns = useMemo(() => columns(t), [t]);

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0 flex-1 basis-72">
          <h1 className="text-2xl font-bold">{t('Outbox')}</h1>
          <p className="text-sm text-stone-700">{t(OUTBOX_TEXTS.intro)}</p>
        </div>
        <div className="w-full sm:w-48">
          <FormField label={t(OUTBOX_TEXTS.channel)}>
            {(control) => (
              <select
                {...control}
                className={`${control.className} h-11`}
                value={channel ?? ''}
                onChange={(event) => setParams(isChannel(event.target.value) ? { channel: event.target.value } : {})}
              >
                <option value="">{t(OUTBOX_TEXTS.allChannels)}</option>
                {OUTBOX_CHANNELS.map((value) => (
                  <option key={value} value={value}>
                    {t(CHANNEL_LABELS[value])}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
      </div>
      {outbox.isPending ? (
        <PageSpinner label={t('Loading the outbox')} />
      ) : outbox.isError ? (
        <ErrorState message={errorMessage(outbox.error)} onRetry={() => outbox.refetch()} />
      ) : outbox.data.items.length === 0 ? (
        <EmptyState title={t(OUTBOX_TEXTS.empty)} text={t(OUTBOX_TEXTS.emptyText)} />
      ) : (
        <div aria-busy={outbox.isFetching}>
          <DataTable caption={t('Outbox')} columns={tableColumns} rows={outbox.data.items} rowKey={(m) => m._id} cardsBelow="xl" />
          {list.pager && <Pagination {...list.pager} />}
        </div>
      )}
    </div>
  );
}
