import { isRecordId } from '@grant/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue } from 'react';
import { useParams } from 'react-router';
import { PageSpinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import type { Text } from '../../../i18n/locale';
import { useT } from '../../../i18n/use-t';
import { errorMessage, isNotFound } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { NotFoundPage } from '../pages/not-found-page';

interface RecordPageProps<T> {
  /**
   * The record's query for the URL's `:id` (a module-level hook, the same on every render). It must not
   * ask the server for an id that cannot be a record's (`enabled: isRecordId(id)`).
   */
  useRecord: (id: string) => UseQueryResult<T>;
  /** The tab's title while the record loads or fails to, and once it is shown unless `titleOf` gives one. */
  title: Text;
  /** A title a person wrote (a post's), shown once the record is in. */
  titleOf?: (record: T) => string;
  loadingLabel: Text;
  /** The spinner fills the screen: a page outside the dashboard, with nothing else drawn yet. */
  screenSpinner?: boolean;
  /** Around the error of a failed load, to keep the page's own frame (margins, a link back). */
  frame?: (content: ReactNode) => ReactNode;
  /** The page, with the record and a way to load it again (after an edit conflict). */
  children: (record: T, reload: () => void) => ReactNode;
}

/**
 * A page that shows one record named by its URL's `:id` (a request, a post). An id that cannot be a
 * record's, or one the server does not have, is a dead link rather than an error to retry: the 404 page,
 * titled 'Not found', with its way home (the server answers 404 for that page's HTML too, decision 0021).
 * Any other failure keeps its Try again.
 */
export function RecordPage<T>({ useRecord, title, titleOf, loadingLabel, screenSpinner, frame, children }: RecordPageProps<T>) {
  const { id = '' } = useParams();
  // The record's arrival redraws the whole page. Deferred, React draws it in the background, a few
  // milliseconds at a time, instead of in one long task that a tap would wait for on a slow phone.
  const record = useDeferredValue(useRecord(id));
  const missing = !isRecordId(id) || (record.isError && isNotFound(record.error));
  // Here, not only in NotFoundPage: this page's effect runs after its child's and would put `title` back.
  const content = !missing && record.data && titleOf ? titleOf(record.data) : undefined;
  usePageTitle(missing ? 'Not found' : title, { content });
  const t = useT();

  if (missing) return <NotFoundPage />;
  if (record.isPending) return <PageSpinner screen={screenSpinner} label={t(loadingLabel)} />;
  if (record.isError) {
    const error = <ErrorState message={errorMessage(record.error)} onRetry={() => record.refetch()} />;
    return frame ? frame(error) : error;
  }
  return children(record.data, () => record.refetch());
}
