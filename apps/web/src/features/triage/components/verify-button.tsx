import type { TriageItem } from '@grant/shared';
import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useT, useTranslateAny } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useVerifyRequest, VerifiedMark } from '../../requests';
import { triageKeys } from '../api/triage-api';

/** The request's check with the hospital: its mark once done, else the button that records it (audited by the server). */
export function VerifyButton({ request }: { request: TriageItem }) {
  const t = useT();
  const translateAny = useTranslateAny();
  const queryClient = useQueryClient();
  const verify = useVerifyRequest();
  if (request.verifiedAt) return <VerifiedMark className="text-sm" />;
  return (
    <Button
      size="sm"
      variant="secondary"
      busy={verify.isPending}
      onClick={() =>
        verify.mutate(request._id, {
          onSuccess: () => toast.success(t('Marked verified with the hospital')),
          onError: (error) => toast.error(translateAny(errorMessage(error))),
          onSettled: () => queryClient.invalidateQueries({ queryKey: triageKeys.all }),
        })
      }
    >
      <ShieldCheck aria-hidden="true" className="size-4" /> {t('Mark verified with the hospital')}
    </Button>
  );
}
