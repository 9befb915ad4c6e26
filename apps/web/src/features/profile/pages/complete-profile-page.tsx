import { type CompleteProfileFields, completeProfileSchema, MESSAGES, PAGE_PATHS, PRIVACY_TEXTS } from '@grant/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { AuthCard } from '../../../components/ui/auth-card';
import { Button } from '../../../components/ui/button';
import { CheckboxCard } from '../../../components/ui/checkbox-card';
import { FormError } from '../../../components/ui/form-error';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { usePageTitle } from '../../../lib/use-page-title';
import { useServerError } from '../../../lib/use-server-error';
import { useAuth } from '../../auth';
import { FormLocationFields } from '../../locations';
import { privacyApi } from '../api/privacy-api';

/** Where the guard sent the person from; the dashboard otherwise. */
const nextPath = (state: unknown) => {
  const from = (state as { from?: { pathname?: string; search?: string } } | null)?.from;
  return from?.pathname && from.pathname !== PAGE_PATHS.completeProfile ? `${from.pathname}${from.search ?? ''}` : PAGE_PATHS.dashboard;
};

/**
 * The step after a first Google sign-in: division, district and blood group (the registration
 * form's own fields and rules), which donating and asking for blood need.
 */
export function CompleteProfilePage() {
  usePageTitle('Complete your profile');
  const { updateProfile } = useAuth();
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const { serverError, setServerError, clearServerError, onInvalid } = useServerError<string>();
  const form = useForm<CompleteProfileFields>({
    resolver: zodResolver(completeProfileSchema),
    defaultValues: { division: '', district: '', blood: '' as never, listedAsDonor: false },
  });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    clearServerError();
    try {
      const { listedAsDonor, ...place } = values;
      await updateProfile(place);
      if (listedAsDonor) await privacyApi.listAsDonor();
      toast.success(t(MESSAGES.profileUpdated));
      navigate(nextPath(location.state), { replace: true });
    } catch (error) {
      setServerError(errorMessage(error));
    }
  }, onInvalid);

  return (
    <AuthCard
      title="Complete your profile"
      subtitle="Where you live and your blood group, so that requests near you can find you."
      footer={t('You can change these later on your profile page.')}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div className="grid gap-4">
          <FormLocationFields form={form} />
        </div>
        {/* Consent, never ticked for them (decision 0044). */}
        <CheckboxCard
          label={t(PRIVACY_TEXTS.listMeAsDonor)}
          hint={t(PRIVACY_TEXTS.listMeAsDonorHint)}
          registration={form.register('listedAsDonor')}
        />
        <Button type="submit" className="w-full" busy={isSubmitting}>
          {t('Save and continue')}
        </Button>
        <FormError message={serverError} />
      </form>
    </AuthCard>
  );
}
