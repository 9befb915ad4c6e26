import { PAGE_PATHS, type PasswordResetRequest, passwordResetRequestSchema } from '@grant/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { AuthCard } from '../../../components/ui/auth-card';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { EmailField } from '../../../components/ui/text-field';
import { useT, useTranslateAny } from '../../../i18n/use-t';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMutationFormError } from '../../../lib/use-server-error';
import { useRequestPasswordReset } from '../api/password-reset-api';
import { AuthLink } from '../components/auth-link';

function BackToLogin() {
  const t = useT();
  return <AuthLink to={PAGE_PATHS.login}>{t('Back to sign in')}</AuthLink>;
}

export function ForgotPasswordPage() {
  usePageTitle('Forgot password');
  const reset = useRequestPasswordReset();
  const t = useT();
  const translateAny = useTranslateAny();
  const form = useForm<PasswordResetRequest>({ resolver: zodResolver(passwordResetRequestSchema), defaultValues: { email: '' } });
  const { errors } = form.formState;

  const problem = useMutationFormError(reset);
  const onSubmit = form.handleSubmit((values) => {
    problem.clear();
    return reset.mutateAsync(values).catch(() => undefined);
  }, problem.onInvalid);

  if (reset.isSuccess) {
    return (
      <AuthCard title="Check your e-mail" subtitle="We have sent what you need to choose a new password." footer={<BackToLogin />}>
        <div role="status" className="flex flex-col items-center gap-3 text-center">
          <MailCheck aria-hidden="true" className="size-10 text-green-700" />
          <p className="text-stone-800">{translateAny(reset.data.message)}</p>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the email of your account and we will send you a link to choose a new one."
      footer={<BackToLogin />}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <EmailField error={errors.email?.message} registration={form.register('email')} />
        <Button type="submit" className="w-full" busy={reset.isPending}>
          {t('Send the reset link')}
        </Button>
        <FormError message={problem.message} />
      </form>
    </AuthCard>
  );
}
