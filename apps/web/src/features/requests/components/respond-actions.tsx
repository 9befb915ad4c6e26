import { type DonationRequest, REQUEST_TEXTS } from '@grant/shared';
import { CircleCheck, HandHeart, Info } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { useSearchParamsInPlace } from '../../../lib/use-search-params-in-place';
import { useAuth } from '../../auth';
import { useDeclineRequest } from '../api/requests-api';
import { DonateDialog } from './donate-dialog';

/** The answers an alert links to: `/details/{id}?respond=donate` or `?respond=decline`. */
export const RESPOND_PARAM = 'respond';

/** The answer the page was opened with, read once: the link is then cleaned, so a reload does not answer again. */
function useRespondLink(): string | null {
  const [params, setParams] = useSearchParamsInPlace();
  const [respond] = useState(() => params.get(RESPOND_PARAM));
  useEffect(() => {
    if (!respond) return;
    setParams(
      (current) => {
        current.delete(RESPOND_PARAM);
        return current;
      },
      { replace: true },
    );
  }, [respond, setParams]);
  return respond;
}

/**
 * A reader's answers to a request: Donate (the spec's dialog) and "Not this time", or what they
 * answered already; the requester is told it is their own request instead. Opened from an alert's
 * "I can donate" the dialog opens at once; from its "Not this time" the decline is recorded at once,
 * and the page says so.
 */
export function RespondActions({ request }: { request: DonationRequest }) {
  const t = useT();
  const { user } = useAuth();
  const respond = useRespondLink();
  const decline = useDeclineRequest();
  const asked = useRef(false);
  const ownRequest = request.email === user?.email;

  useEffect(() => {
    // Once, even when React runs the effect twice in development.
    if (respond !== 'decline' || asked.current) return;
    asked.current = true;
    decline.mutate(request._id);
  }, [respond, request._id, decline]);

  const answered = request.yourResponse;
  const canDecline = !ownRequest && request.status === 'pending' && !answered;
  return (
    <div className="mt-6 space-y-3">
      <output aria-live="polite" className="block">
        {decline.isSuccess ? (
          <Notice text={t(REQUEST_TEXTS.declined)} />
        ) : answered === 'pledged' ? (
          <Notice text={t(REQUEST_TEXTS.youPledged)} Icon={HandHeart} />
        ) : answered === 'declined' ? (
          <Notice text={t(REQUEST_TEXTS.youDeclined)} />
        ) : ownRequest && request.status === 'pending' ? (
          <Notice text={t('This is your own request. Share it so a donor can find it.')} Icon={Info} />
        ) : null}
      </output>
      <FormError message={decline.isError ? errorMessage(decline.error) : null} />
      <div className="flex flex-wrap justify-end gap-3">
        {canDecline && !decline.isSuccess && (
          <Button variant="secondary" size="lg" busy={decline.isPending} onClick={() => decline.mutate(request._id)}>
            {t(REQUEST_TEXTS.notThisTime)}
          </Button>
        )}
        {/* The server refuses a pledge to one's own request, so the requester is not offered one. */}
        {!ownRequest && <DonateDialog request={request} openOnLoad={respond === 'donate'} />}
      </div>
    </div>
  );
}

function Notice({ text, Icon = CircleCheck }: { text: string; Icon?: typeof CircleCheck }) {
  return (
    <span className="flex items-start gap-2 rounded-xl bg-green-50 px-4 py-3 text-sm text-green-900">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {text}
    </span>
  );
}
