import { MESSAGES, PAGE_PATHS, type RegisterFields, registerFieldsSchema } from '@grant/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { AuthCard } from '../../../components/ui/auth-card';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { FormField } from '../../../components/ui/form-field';
import { EmailField, ImageFileInput, TextField } from '../../../components/ui/text-field';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { usePageTitle } from '../../../lib/use-page-title';
import { useServerError } from '../../../lib/use-server-error';
import { DonorListingQuestion, type ListingAnswer, withListingAnswer } from '../../donors';
import { FormLocationFields } from '../../locations';
import { useAuth } from '../auth-context';
import { AuthLink } from '../components/auth-link';
import { GoogleSignInButton } from '../components/google-sign-in-button';
import { NewPasswordFields } from '../components/new-password-fields';

/** `listing`: the answer to "List me as a donor", sent as `listedAsDonor`. */
type FormValues = Omit<RegisterFields, 'listedAsDonor'> & { image?: FileList; listing: ListingAnswer };

const PHOTO_REQUIRED = 'Choose a profile photo.';

const fieldsResolver = zodResolver(registerFieldsSchema, undefined, { raw: true }) as unknown as Resolver<FormValues>;

/** The shared schema checks the text fields; the photo is a browser file, checked beside them. */
const registerResolver: Resolver<FormValues> = withListingAnswer(async (values, context, options) => {
  const result = await fieldsResolver(values, context, options);
  if (values.image?.length) return result;
  return { values: {}, errors: { ...result.errors, image: { type: 'required', message: PHOTO_REQUIRED } } };
});

/** Whether the person came by a "Join as a donor" link (JOIN_AS_DONOR_STATE): they said yes already. */
const cameToJoin = (state: unknown) => (state as { joinAsDonor?: unknown } | null)?.joinAsDonor === true;

export function RegisterPage() {
  usePageTitle('Register');
  const { register: registerAccount } = useAuth();
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const { serverError, setServerError, clearServerError, onInvalid } = useServerError<string>();
  const form = useForm<FormValues>({
    resolver: registerResolver,
    defaultValues: {
      name: '',
      email: '',
      password: '',
      confirmPassword: '',
      division: '',
      district: '',
      blood: '' as never,
      // Asked, never assumed (decision 0044), except that "Join as a donor" was a yes (decision 0054).
      listing: cameToJoin(location.state) ? 'yes' : '',
    },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    clearServerError();
    const photo = values.image?.[0];
    if (!photo) return;
    const body = new FormData();
    for (const key of ['name', 'email', 'password', 'confirmPassword', 'division', 'district', 'blood'] as const)
      body.append(key, values[key]);
    body.append('listedAsDonor', String(values.listing === 'yes'));
    body.append('image', photo);
    try {
      await registerAccount(body);
      toast.success(t(MESSAGES.registerSuccess));
      navigate(PAGE_PATHS.home, { replace: true });
    } catch (error) {
      setServerError(errorMessage(error));
    }
  }, onInvalid);

  return (
    <AuthCard
      title={MESSAGES.joinAsDonor}
      subtitle="One account to give blood, ask for it and follow every request."
      footer={
        <>
          {t('Already have an account?')} <AuthLink to={PAGE_PATHS.login}>{t('Login')}</AuthLink>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField label={t('Name')} required error={errors.name?.message} registration={form.register('name')} autoComplete="name" />
        <EmailField error={errors.email?.message} registration={form.register('email')} />
        <FormField label={t('Profile photo')} required error={errors.image?.message} hint={t('JPEG, PNG, WebP or GIF, up to 5 MB.')}>
          {(control) => <ImageFileInput control={control} {...form.register('image')} />}
        </FormField>
        {/* One per line: three side by side in the narrow card cut their own placeholders ('Select your'). */}
        <div className="grid gap-4">
          <FormLocationFields form={form} />
        </div>
        <NewPasswordFields
          password={form.register('password')}
          confirmPassword={form.register('confirmPassword')}
          errors={{ password: errors.password?.message, confirmPassword: errors.confirmPassword?.message }}
        />
        <DonorListingQuestion field={form.register('listing')} error={errors.listing?.message} />
        <p className="text-sm text-stone-700">
          {t('How we use your data:')} <AuthLink to={PAGE_PATHS.privacy}>{t('Privacy')}</AuthLink>
        </p>
        <Button type="submit" className="w-full" busy={isSubmitting}>
          {t('Register|submit')}
        </Button>
        <FormError message={serverError} />
      </form>
      <GoogleSignInButton />
    </AuthCard>
  );
}
