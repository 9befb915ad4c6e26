import { actsAsAdmin, standingOf, type TriageItem } from '@grant/shared';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { useT, useTranslateAny } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { formatAge } from '../../../lib/format-age';
import { useAuth } from '../../auth';
import { useClaim, useRelease } from '../api/triage-api';

/**
 * Who handles a request, and the one action the reader has on it: "I'm handling this" when nobody
 * does, Release for its holder (and for an admin, whoever holds it). The server decides again.
 */
export function ClaimButton({ request }: { request: TriageItem }) {
  const t = useT();
  const translateAny = useTranslateAny();
  const { user } = useAuth();
  const claim = useClaim();
  const release = useRelease();
  const handler = request.handledBy;
  const mine = handler !== null && handler._id === user?._id;
  const mayRelease = handler !== null && (mine || (user !== null && actsAsAdmin(standingOf(user))));
  const failed = (error: unknown) => toast.error(translateAny(errorMessage(error)));

  if (!handler) {
    return (
      <Button
        size="sm"
        className="whitespace-nowrap"
        disabled={claim.isPending}
        onClick={() => claim.mutate(request._id, { onError: failed })}
        aria-label={t("I'm handling the request for {name}", { name: request.recipientName })}
      >
        {t("I'm handling this")}
      </Button>
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
    </div>
  );
}
