import { MESSAGES, PAGE_PATHS } from '@grant/shared';
import { useNavigate } from 'react-router';
import { BlockedNotice } from '../../../components/ui/blocked-notice';
import { Card } from '../../../components/ui/card';
import { useT } from '../../../i18n/use-t';
import { toast } from '../../../lib/toast';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAuth } from '../../auth';
import { useCreateRequest } from '../api/requests-api';
import { RequestForm } from '../components/request-form';

export function CreateRequestPage() {
  usePageTitle('Create donation request');
  const t = useT();
  const { user } = useAuth();
  const create = useCreateRequest();
  const navigate = useNavigate();
  if (!user) return null;

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-2xl font-bold">{t('Create donation request')}</h1>
      <Card>
        {user.Status === 'block' ? (
          <BlockedNotice message={t(MESSAGES.blockedUser)} />
        ) : (
          <RequestForm
            mode="create"
            submitLabel="Request"
            onSubmit={async (values) => {
              await create.mutateAsync(values);
              toast.success(t(MESSAGES.requestSuccess));
              navigate(PAGE_PATHS.myRequests);
            }}
          />
        )}
      </Card>
    </div>
  );
}
