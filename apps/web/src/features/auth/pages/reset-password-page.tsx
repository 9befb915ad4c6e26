import { LIMITS, PAGE_PATHS, type PasswordResetConfirm, passwordResetConfirmSchema } from '@grant/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { AuthCard } from '../../../components/ui/auth-card';
import { Button, ButtonLink } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { useT, useTranslateAny } from '../../../i18n/use-t';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMutationFormError } from '../../../lib/use-server-error';
import { useConfirmPasswordReset } from '../api/password-reset-api';
import { AuthLink } from '../components/auth-link';
import { NewPasswordFields } from '../components/new-password-fields';

function AskAgain() {
  const t = useT();
  return <AuthLink to={PAGE_PATHS.forgotPassword}>{t('Ask for a new link')}</AuthLink>;
}

export function ResetPasswordPage() {
  usePageTitle('Reset password');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmPasswordReset();
  const t = useT();
  const translateAny = useTranslateAny();
  const form = useForm<PasswordResetConfirm>({
    resolver: zodResolver(passwordResetConfirmSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const problem = useMutationFormError(confirm);
  const onSubmit = form.handleSubmit((values) => {
    problem.clear();
    return confirm.mutateAsync({ ...values, token }).catch(() => undefined);
  }, problem.onInvalid);

  if (!token) {
    return (
      <AuthCard title="Reset password" subtitle="This page opens from the link in the reset e-mail." footer={<AskAgain />}>
        <FormError message={t('The reset link is incomplete. Open the link from the e-mail again, or ask for a new one.')} />
      </AuthCard>
    );
  }

  if (confirm.isSuccess) {
    return (
      <AuthCard title="Password changed" subtitle="You have been signed out everywhere." footer={<AskAgain />}>
        <div role="status" className="flex flex-col items-center gap-4 text-center">
          <CircleCheck aria-hidden="true" className="size-10 text-green-700" />
          <p className="text-stone-800">{translateAny(confirm.data.message)}</p>
          <ButtonLink to={PAGE_PATHS.login} className="w-full">
            {t('Go to sign in')}
          </ButtonLink>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Choose a new password"
      subtitle={{
        translated: t('At least {count} characters, with an uppercase letter, a lowercase letter and a number.', {
          count: LIMITS.passwordMinLength,
        }),
      }}
      footer={<AskAgain />}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <NewPasswordFields
          password={form.register('password')}
          confirmPassword={form.register('confirmPassword')}
          errors={{ password: errors.password?.message, confirmPassword: errors.confirmPassword?.message }}
          label="New password"
        />
        <Button type="submit" className="w-full" busy={confirm.isPending}>
          {t('Set the new password')}
        </Button>
        <FormError message={problem.message} />
      </form>
    </AuthCard>
  );
}
