import type { UserRecord } from '@grant/shared';
import { Avatar } from '../../../components/ui/avatar';
import { cn } from '../../../components/ui/cn';
import { useT } from '../../../i18n/use-t';
import { useUserRowActions } from './user-row-actions';

const statusBadge = (status: UserRecord['Status']) =>
  cn(
    'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold',
    status === 'Active' ? 'bg-green-100 text-green-900' : 'bg-stone-200 text-stone-800',
  );

interface UserItemProps {
  user: UserRecord;
  isSelf: boolean;
  onErase: (user: UserRecord) => void;
}

function UserRow({ user, isSelf, onErase }: UserItemProps) {
  const t = useT();
  const { handel, erase, volunteer, admin } = useUserRowActions(user, isSelf, onErase);
  return (
    <tr className="border-t border-stone-200">
      <td className="px-4 py-3">
        <Avatar src={user.photoURL} name="" />
      </td>
      <td className="px-4 py-3">
        <p className="font-semibold">{user.Name}</p>
        <p className="text-sm text-stone-600">
          {user.Email} · {t(user.Role)}
        </p>
      </td>
      <td className="px-4 py-3">
        <span className={statusBadge(user.Status)}>{t(user.Status)}</span>
      </td>
      <td className="px-4 py-3">
        {/* Deleting is handling the account too: beside Block, so the spec's six columns stay. */}
        <div className="flex gap-2">
          {handel}
          {erase?.(true)}
        </div>
      </td>
      <td className="px-4 py-3">{volunteer}</td>
      <td className="px-4 py-3">{admin}</td>
    </tr>
  );
}

function UserCard({ user, isSelf, onErase }: UserItemProps) {
  const t = useT();
  const { handel, erase, volunteer, admin } = useUserRowActions(user, isSelf, onErase);
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4">
      <div className="flex items-center gap-3">
        <Avatar src={user.photoURL} name="" />
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold">{user.Name}</p>
          {/* The role on a line of its own: after a long address, the truncation cut it off on phones. */}
          <p className="truncate text-sm text-stone-600">{user.Email}</p>
          <p className="text-sm text-stone-600">{t(user.Role)}</p>
        </div>
        <span className={statusBadge(user.Status)}>{t(user.Status)}</span>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        {handel}
        {volunteer}
        {admin}
        {erase?.(false)}
      </div>
    </li>
  );
}

/** A table on wide screens, a list of cards on phones. */
export function UsersTable({
  users,
  currentUserId,
  onErase,
}: {
  users: UserRecord[];
  currentUserId: string;
  onErase: (user: UserRecord) => void;
}) {
  const t = useT();
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-stone-200 bg-white md:block">
        <table className="w-full text-left text-sm">
          <thead className="bg-stone-50 text-xs tracking-wide text-stone-700 uppercase">
            <tr>
              {(['Avatar', 'Name', 'Status', 'Handel', 'Volunteer', 'Admin'] as const).map((heading) => (
                <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                  {t(heading)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <UserRow key={user._id} user={user} isSelf={user._id === currentUserId} onErase={onErase} />
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden">
        {users.map((user) => (
          <UserCard key={user._id} user={user} isSelf={user._id === currentUserId} onErase={onErase} />
        ))}
      </ul>
    </>
  );
}
