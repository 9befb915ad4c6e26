import type { UserRecord } from '@grant/shared';
import { Search } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { controlClasses } from '../../../components/ui/form-field';
import { Pagination } from '../../../components/ui/pagination';
import { PageSpinner } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { countText, useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAuth } from '../../auth';
import { useUsers } from '../api/users-api';
import { EraseUserDialog } from '../components/erase-user-dialog';
import { UsersTable } from '../components/users-table';

export function UsersPage() {
  usePageTitle('All users');
  const t = useT();
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const list = useUsers(search);
  const users = list.query;
  const { user } = useAuth();
  const [erasing, setErasing] = useState<UserRecord | null>(null);
  // After a deletion the person's row is gone: focus goes back to the search, to find the next one.
  const searchRef = useRef<HTMLInputElement>(null);

  function onSearch(event: FormEvent) {
    event.preventDefault();
    setSearch(draft.trim());
  }

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold">{t('All users')}</h1>
          {users.data && (
            <p className="text-sm text-stone-700">
              {users.data.totalCapped
                ? t('More than {count} people', { count: users.data.total })
                : countText(t, users.data.total, '1 person', '{count} people')}
            </p>
          )}
        </div>
        <search>
          <form onSubmit={onSearch} className="flex gap-2">
            <label htmlFor="user-search" className="sr-only">
              {t('Search by name or email')}
            </label>
            <input
              id="user-search"
              ref={searchRef}
              type="search"
              className={`${controlClasses(false)} h-11 sm:w-64`}
              placeholder={t('Name or email')}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
            />
            <Button type="submit" aria-label={t('Search users')}>
              <Search aria-hidden="true" className="size-4" />
            </Button>
          </form>
        </search>
      </div>
      {users.isPending ? (
        <PageSpinner label={t('Loading users')} />
      ) : users.isError ? (
        <ErrorState message={errorMessage(users.error)} onRetry={() => users.refetch()} />
      ) : users.data.items.length === 0 ? (
        <EmptyState title={t('No users found')} text={search ? t('Try another name or email.') : undefined} />
      ) : (
        <>
          <UsersTable users={users.data.items} currentUserId={user?._id ?? ''} onErase={setErasing} />
          {list.pager && <Pagination {...list.pager} />}
        </>
      )}
      <EraseUserDialog user={erasing} onClose={() => setErasing(null)} afterErase={searchRef} />
    </div>
  );
}
