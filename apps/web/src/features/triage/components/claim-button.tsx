import { actsAsAdmin, standingOf, type TriageItem } from '@grant/shared';
import { Button } from '../../../components/ui/button';
import { useT, useTranslateAny } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { formatAge } from '../../../lib/format-age';
import { toast } from '../../../lib/toast';
import { useAuth } from '../../auth';
import { useClaim, useRelease } from '../api/triage-api';
import { ReassignDialog } from './reassign-dialog';

/**
 * Who handles a request, and the reader's actions on it: "I'm handling this" when nobody does,
 * Release for its holder (and for an admin, whoever holds it), and for an admin "Give to…" another
 * volunteer. The server decides again.
 */
export function ClaimButton({ request }: { request: TriageItem }) {
  const t = useT();
  const translateAny = useTranslateAny();
  const { user } = useAuth();
  const claim = useClaim();
  const release = useRelease();
  const handler = request.handledBy;
  const mine = handler !== null && handler._id === user?._id;
  const isAdmin = user !== null && actsAsAdmin(standingOf(user));
  const mayRelease = handler !== null && (mine || isAdmin);
  const failed = (error: unknown) => toast.error(translateAny(errorMessage(error)));

  if (!handler) {
    return (
      <div className="flex flex-col items-start gap-1">
        <Button
          size="sm"
          className="whitespace-nowrap"
          disabled={claim.isPending}
          onClick={() => claim.mutate(request._id, { onError: failed })}
          aria-label={t("I'm handling the request for {name}", { name: request.recipientName })}
        >
          {t("I'm handling this")}
        </Button>
        {isAdmin && <ReassignDialog request={request} />}
      </div>
    );
  }
  return (
    <div className="flex flex-col items-start gap-1">
      <span>
        {mine ? t('You') : handler.name}
        <span className="block text-xs text-stone-600">{t('since {age}', { age: formatAge(handler.since) })}</span>
      </span>
      {mayRelease && (
        <Button
          size="sm"
          variant="secondary"
          disabled={release.isPending}
          onClick={() => release.mutate(request._id, { onError: failed })}
          aria-label={t('Release the request for {name}', { name: request.recipientName })}
        >
          {t('Release')}
        </Button>
      )}
      {isAdmin && <ReassignDialog request={request} />}
    </div>
  );
}
