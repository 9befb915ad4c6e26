import { MESSAGES } from '@grant/shared';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { Card } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useRequest, useUpdateRequest } from '../api/requests-api';
import { RequestForm } from '../components/request-form';

export function EditRequestPage() {
  usePageTitle('Edit donation request');
  const t = useT();
  const { id = '' } = useParams();
  const request = useRequest(id);
  const update = useUpdateRequest();
  const navigate = useNavigate();

  if (request.isPending) return <PageSpinner label={t('Loading the request')} />;
  if (request.isError) return <ErrorState message={errorMessage(request.error)} onRetry={() => request.refetch()} />;
  const r = request.data;

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-2xl font-bold">{t('Edit donation request')}</h1>
      <Card>
        <RequestForm
          // A reloaded request (a newer version) starts the form afresh.
          key={r.updatedAt}
          mode="edit"
          requester={{ name: r.name, email: r.email }}
          initial={{
            recipientName: r.recipientName,
            hospitalName: r.hospitalName,
            message: r.message,
            division: r.division,
            district: r.district,
            blood: r.blood as never,
            donationDate: r.donationDate,
            donationTime: r.donationTime,
            urgency: r.urgency,
            bags: r.bags,
          }}
          submitLabel="Update"
          onReload={() => request.refetch()}
          onSubmit={async (values) => {
            await update.mutateAsync({ id, changes: values, version: r.updatedAt });
            toast.success(t(MESSAGES.updateSuccess));
            navigate('/dashboard/myDonationRequests');
          }}
        />
      </Card>
    </div>
  );
}
