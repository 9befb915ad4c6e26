import { type CompleteProfileFields, completeProfileSchema, MESSAGES, PAGE_PATHS } from '@grant/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { AuthCard } from '../../../components/ui/auth-card';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { usePageTitle } from '../../../lib/use-page-title';
import { useServerError } from '../../../lib/use-server-error';
import { useAuth } from '../../auth';
import { DonorListingQuestion, type ListingAnswer, withListingAnswer } from '../../donors';
import { FormLocationFields } from '../../locations';
import { privacyApi } from '../api/privacy-api';

/** `listing`: the answer to "List me as a donor", the registration form's own question. */
type FormValues = Omit<CompleteProfileFields, 'listedAsDonor'> & { listing: ListingAnswer };

// Raw values: the parsed ones would lose `listing`, which the shared schema does not name.
const formResolver = withListingAnswer(zodResolver(completeProfileSchema, undefined, { raw: true }) as unknown as Resolver<FormValues>);

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
  const form = useForm<FormValues>({
    resolver: formResolver,
    defaultValues: { division: '', district: '', blood: '' as never, listing: '' },
  });
  const { isSubmitting, errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    clearServerError();
    try {
      const { listing, ...place } = values;
      await updateProfile(place);
      if (listing === 'yes') await privacyApi.listAsDonor();
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
        <DonorListingQuestion field={form.register('listing')} error={errors.listing?.message} />
        <Button type="submit" className="w-full" busy={isSubmitting}>
          {t('Save and continue')}
        </Button>
        <FormError message={serverError} />
      </form>
    </AuthCard>
  );
}
