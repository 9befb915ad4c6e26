import { MESSAGES, PAGE_PATHS } from '@grant/shared';
import { useNavigate } from 'react-router';
import { Card } from '../../../components/ui/card';
import { useT } from '../../../i18n/use-t';
import { toast } from '../../../lib/toast';
import { RecordPage } from '../../errors';
import { useRequest, useUpdateRequest } from '../api/requests-api';
import { RequestForm } from '../components/request-form';

export function EditRequestPage() {
  const t = useT();
  const update = useUpdateRequest();
  const navigate = useNavigate();

  return (
    <RecordPage useRecord={useRequest} title="Edit donation request" loadingLabel="Loading the request">
      {(r, reload) => (
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
                component: r.component,
                neededBy: r.neededBy,
                hospitalId: r.hospitalId,
                location: r.location,
              }}
              hospital={r.hospital}
              submitLabel="Update"
              onReload={reload}
              onSubmit={async (values) => {
                await update.mutateAsync({ id: r._id, changes: values, version: r.updatedAt });
                toast.success(t(MESSAGES.updateSuccess));
                navigate(PAGE_PATHS.myRequests);
              }}
            />
          </Card>
        </div>
      )}
    </RecordPage>
  );
}
