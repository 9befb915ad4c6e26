import { DONOR_TEXTS, REQUEST_URGENCIES, type RequestUrgency, URGENCY_LABELS } from '@grant/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { Card } from '../../../components/ui/card';
import { FilterButtons } from '../../../components/ui/filter-buttons';
import { FormField } from '../../../components/ui/form-field';
import { formatNumber } from '../../../i18n/locale';
import { useT } from '../../../i18n/use-t';
import { usePageTitle } from '../../../lib/use-page-title';
import { useUrlPage } from '../../../lib/use-paged-list';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { LocationFields } from '../../locations';
import { RequestList } from '../../requests';
import { triageKeys, useTriageBoard } from '../api/triage-api';
import { useBoardEvents } from '../api/use-board-events';
import { triageColumns } from '../components/triage-columns';

const FILTERS = ['division', 'district', 'blood', 'urgency'] as const;

/**
 * The volunteers' triage board (/dashboard/triage): every open request, most pressing first, with who
 * handles it. Its filters live in the URL; it reads itself again when the server says something
 * changed, and tells screen readers so, politely.
 */
export function TriagePage() {
  usePageTitle('Triage board');
  const t = useT();
  const queryClient = useQueryClient();
  const { applied, form, setField, apply, clear } = useUrlFilters(FILTERS);
  const board = useTriageBoard(applied, useUrlPage());
  const columns = useMemo(() => triageColumns(t), [t]);
  const [announcement, setAnnouncement] = useState('');

  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: triageKeys.all }).then(() => setAnnouncement(t('The board was updated.')));
  }, [queryClient, t]);
  useBoardEvents(refresh);

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold">{t('Triage board')}</h1>
        <p className="mt-1 text-stone-700">{t('Open requests, the most pressing first. Take one you will call donors for.')}</p>
      </header>
      <Card>
        <form
          onSubmit={apply}
          noValidate
          aria-label={t('Filter the board')}
          className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-[repeat(4,minmax(0,1fr))_auto] 2xl:items-end"
        >
          <LocationFields {...form} required={false} districtOptional onChange={setField} />
          <FormField label={t(DONOR_TEXTS.urgency)}>
            {(control) => (
              <select
                {...control}
                className={`${control.className} h-11`}
                value={form.urgency}
                onChange={(event) => setField('urgency', event.target.value)}
              >
                <option value="">{t('Any urgency')}</option>
                {REQUEST_URGENCIES.map((urgency: RequestUrgency) => (
                  <option key={urgency} value={urgency}>
                    {t(URGENCY_LABELS[urgency])}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FilterButtons clearLabel={t('Clear filters')} onClear={clear} />
        </form>
      </Card>
      {board.total !== undefined && (
        <p className="text-sm text-stone-700">{t('{count} open requests', { count: formatNumber(board.total) })}</p>
      )}
      <RequestList
        caption={t('Triage board')}
        list={board}
        columns={columns}
        cardsBelow="2xl"
        empty={t('No open request matches. Every request here has its donors, or try other filters.')}
      />
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
