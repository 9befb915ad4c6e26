import { useMemo } from 'react';
import { countText, useT } from '../../../i18n/use-t';
import { usePageTitle } from '../../../lib/use-page-title';
import { useUrlPage } from '../../../lib/use-paged-list';
import { RequestList } from '../../requests';
import { useModerationQueue } from '../api/moderation-api';
import { moderationColumns } from '../components/moderation-columns';

/** The admins' moderation queue (/dashboard/moderation): reported requests, the most reported first. */
export function ModerationPage() {
  usePageTitle('Reported requests');
  const t = useT();
  const queue = useModerationQueue(useUrlPage());
  const columns = useMemo(() => moderationColumns(t), [t]);
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold">{t('Reported requests')}</h1>
        <p className="mt-1 text-stone-700">
          {t('Requests that people reported. Hide a request to take it off every public list, or dismiss its reports.')}
        </p>
      </header>
      {queue.total !== undefined && queue.total > 0 && (
        <p className="text-sm text-stone-700">{countText(t, queue.total, '1 reported request', '{count} reported requests')}</p>
      )}
      <RequestList
        caption={t('Reported requests')}
        list={queue}
        columns={columns}
        cardsBelow="xl"
        empty={t('No open reports. Thank you for keeping Grant safe.')}
      />
    </div>
  );
}
