import { type DonationRequest, LIMITS, MESSAGES, PAGE_PATHS, pagePath, requestPermissions, standingOf } from '@grant/shared';
import { Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmAction } from '../../../components/ui/confirm-action';
import type { Column } from '../../../components/ui/data-table';
import { DeleteButton } from '../../../components/ui/delete-button';
import { type Translate, useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useAuth } from '../../auth';
import { useDeleteRequest, useFinishRequest } from '../api/requests-api';

type RequestAction = keyof typeof requestPermissions;

/**
 * Whether the signed-in person may take `action` on `request`: the server's own rule (packages/shared),
 * so nobody is shown a button the server refuses. The server knows the requester by id, the page by
 * the request's email, which is the requester's.
 */
function useMay(action: RequestAction, request: DonationRequest) {
  return useMayOnAny(action, [request]);
}

/** Whether the signed-in person may take `action` on any of `requests`: a page drops a column none of its rows could use. */
export function useMayOnAny(action: RequestAction, requests: readonly DonationRequest[]) {
  const { user } = useAuth();
  return user !== null && requests.some((request) => requestPermissions[action](standingOf(user), request.email === user.email));
}

function EditLink({ request }: { request: DonationRequest }) {
  const t = useT();
  if (!useMay('canEdit', request)) return null;
  return (
    <Link
      to={pagePath(PAGE_PATHS.editRequest, request._id)}
      className={buttonClasses('secondary', 'sm', 'px-2.5')}
      aria-label={t('Edit the request for {name}', { name: request.recipientName })}
      title={t('Edit')}
    >
      <Pencil aria-hidden="true" className="size-4" />
    </Link>
  );
}

function DeleteRequestButton({ request }: { request: DonationRequest }) {
  const t = useT();
  const remove = useDeleteRequest();
  if (!useMay('canDelete', request)) return null;
  return (
    <DeleteButton
      compact
      label={t('the request for {name}', { name: request.recipientName })}
      onDelete={() => remove.mutateAsync(request._id)}
    />
  );
}

/**
 * Done and canceled for a request in progress; anything else reads 'NotInprogress', as the spec says.
 * Canceling a live request is asked first: it stops donors being asked, and cannot be undone.
 */
function FinishButtons({ request }: { request: DonationRequest }) {
  const t = useT();
  const finish = useFinishRequest();
  const mayFinish = useMay('canFinish', request);
  if (request.status !== 'inprogress') return <span className="text-sm text-stone-600">{t(MESSAGES.notInProgress)}</span>;
  if (!mayFinish) return null;
  const finished = () => toast.success(t(MESSAGES.doneToast), { duration: LIMITS.successToastMs });
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        busy={finish.isPending && finish.variables?.outcome === 'done'}
        disabled={finish.isPending}
        onClick={() =>
          finish.mutate({ id: request._id, outcome: 'done' }, { onSuccess: finished, onError: (error) => toast.error(errorMessage(error)) })
        }
      >
        {t('Done')}
      </Button>
      <ConfirmAction
        trigger={
          <Button variant="secondary" size="sm" disabled={finish.isPending}>
            {t('canceled')}
          </Button>
        }
        description={t('The request for {name} will be canceled, and donors will no longer be asked to give.', {
          name: request.recipientName,
        })}
        confirmLabel={t('Yes, cancel the request')}
        cancelLabel={t('No, keep it')}
        onConfirm={async () => {
          await finish.mutateAsync({ id: request._id, outcome: 'cancel' });
          finished();
        }}
      />
    </div>
  );
}

// Headers through `t`, so a page builds these columns in a memo on `t`.
export const editColumn = (t: Translate): Column<DonationRequest> => ({ header: t('Edit'), cell: (row) => <EditLink request={row} /> });
export const deleteColumn = (t: Translate): Column<DonationRequest> => ({
  header: t('Delete'),
  cell: (row) => <DeleteRequestButton request={row} />,
});
export const doneColumn = (t: Translate): Column<DonationRequest> => ({
  header: t('Done'),
  cell: (row) => <FinishButtons request={row} />,
});
