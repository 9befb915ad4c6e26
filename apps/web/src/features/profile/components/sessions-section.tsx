import { Laptop } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { formatTimestamp as when } from '../../../lib/format-timestamp';
import { toast } from '../../../lib/toast';
import { useRevokeSession, useSessions } from '../api/account-api';

/** The caller's signed-in devices, each of which (but this one) can be signed out. */
export function SessionsSection() {
  const t = useT();
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const others = (sessions.data ?? []).filter((s) => !s.current).length;

  const signOut = (id: string | 'others') =>
    revoke.mutate(id, {
      onSuccess: () => toast.success(id === 'others' ? t('Signed out of every other device.') : t('Device signed out.')),
      onError: (error) => toast.error(errorMessage(error)),
    });

  return (
    <Card aria-labelledby="sessions-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="sessions-heading" className="text-lg font-bold">
          {t('Signed-in devices')}
        </h2>
        {others > 0 && (
          <Button variant="secondary" size="sm" onClick={() => signOut('others')} busy={revoke.isPending}>
            {t('Sign out all other devices')}
          </Button>
        )}
      </div>
      {sessions.isError && <p className="mt-4 text-sm text-red-800">{errorMessage(sessions.error)}</p>}
      <ul className="mt-4 divide-y divide-stone-200" aria-busy={sessions.isPending}>
        {(sessions.data ?? []).map((session) => (
          <li key={session.id} className="flex flex-wrap items-center gap-3 py-3" data-testid="session-row">
            <Laptop aria-hidden="true" className="size-5 shrink-0 text-stone-600" />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium">{session.userAgent ?? t('Unknown device')}</p>
              <p className="text-xs text-stone-700">
                {t('Signed in {signedIn} · last used {lastUsed}', {
                  signedIn: when(session.createdAt),
                  lastUsed: when(session.lastUsedAt),
                })}
              </p>
            </div>
            {session.current ? (
              <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">{t('This device')}</span>
            ) : (
              <Button variant="ghost" size="sm" onClick={() => signOut(session.id)} disabled={revoke.isPending}>
                {t('Sign out')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}
