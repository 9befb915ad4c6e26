import { MESSAGES, PAGE_PATHS, requestPrefillQuerySchema } from '@grant/shared';
import { useNavigate, useSearchParams } from 'react-router';
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
  // "Ask for blood" on the search page's donors view names the group and place in the address.
  const [params] = useSearchParams();
  const asked = requestPrefillQuerySchema.safeParse(Object.fromEntries(params)).data;
  const prefill = asked && { blood: asked.blood, division: asked.division, district: asked.district ?? '' };
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
            prefill={prefill}
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
