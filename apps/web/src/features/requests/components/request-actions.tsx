import { type DonationRequest, LIMITS, MESSAGES } from '@grant/shared';
import { Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonClasses } from '../../../components/ui/button';
import type { Column } from '../../../components/ui/data-table';
import { DeleteButton } from '../../../components/ui/delete-button';
import { type Translate, useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteRequest, useFinishRequest } from '../api/requests-api';

function EditLink({ request }: { request: DonationRequest }) {
  const t = useT();
  return (
    <Link
      to={`/dashboard/update/${request._id}`}
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
  return (
    <DeleteButton
      compact
      label={t('the request for {name}', { name: request.recipientName })}
      onDelete={() => remove.mutateAsync(request._id)}
    />
  );
}

/** Done and canceled for a request in progress; anything else reads 'NotInprogress', as the spec says. */
function FinishButtons({ request }: { request: DonationRequest }) {
  const t = useT();
  const finish = useFinishRequest();
  if (request.status !== 'inprogress') return <span className="text-sm text-stone-600">{t(MESSAGES.notInProgress)}</span>;
  const run = (outcome: 'done' | 'cancel') =>
    finish.mutate(
      { id: request._id, outcome },
      {
        onSuccess: () => toast.success(t(MESSAGES.doneToast), { duration: LIMITS.successToastMs }),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        busy={finish.isPending && finish.variables?.outcome === 'done'}
        disabled={finish.isPending}
        onClick={() => run('done')}
      >
        {t('Done')}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        busy={finish.isPending && finish.variables?.outcome === 'cancel'}
        disabled={finish.isPending}
        onClick={() => run('cancel')}
      >
        {t('canceled')}
      </Button>
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
