import { googleSignInErrorMessage, type LoginBody, MESSAGES, PAGE_PATHS } from '@grant/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../../components/ui/auth-card';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { EmailField, TextField } from '../../../components/ui/text-field';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { toast } from '../../../lib/toast';
import { useHydrated } from '../../../lib/use-hydrated';
import { usePageTitle } from '../../../lib/use-page-title';
import { useServerError } from '../../../lib/use-server-error';
import { useAuth } from '../auth-context';
import { AuthLink } from '../components/auth-link';
import { GoogleSignInButton } from '../components/google-sign-in-button';
import { TwoFactorStep } from '../components/two-factor-step';

/** Where the guard sent the visitor from, so sign-in can take them back there. */
export const returnPath = (state: unknown): string => {
  const from = (state as { from?: { pathname?: string; search?: string } } | null)?.from;
  return from?.pathname ? `${from.pathname}${from.search ?? ''}` : PAGE_PATHS.home;
};

const loginCheck = lazyZodResolver<LoginBody>(() => import('./login-page.schema').then((module) => module.loginBodySchema));

export function LoginPage() {
  usePageTitle('Login');
  const { login, completeTwoFactor } = useAuth();
  const t = useT();
  const [challenge, setChallenge] = useState<string | null>(null);
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  // A Google sign-in that failed comes back here with its reason.
  const { serverError, setServerError, clearServerError, onInvalid } = useServerError<string>(() =>
    googleSignInErrorMessage(searchParams.get('google')),
  );
  const form = useForm<LoginBody>({ resolver: loginCheck.resolver, defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;
  // The page is prerendered: before hydration a submission would be the browser's own GET, the
  // password in the address.
  const hydrated = useHydrated();

  const onSubmit = form.handleSubmit(async (values) => {
    clearServerError();
    try {
      const result = await login(values);
      if ('challenge' in result) {
        setChallenge(result.challenge);
        return;
      }
      toast.success(t(MESSAGES.loginSuccess));
      navigate(returnPath(location.state), { replace: true });
    } catch (error) {
      setServerError(errorMessage(error));
    }
  }, onInvalid);

  if (challenge) {
    return (
      <TwoFactorStep
        onSubmit={async (code) => {
          await completeTwoFactor(challenge, code);
          toast.success(t(MESSAGES.loginSuccess));
          navigate(returnPath(location.state), { replace: true });
        }}
        onRestart={(message) => {
          setChallenge(null);
          setServerError(message ?? null);
        }}
      />
    );
  }

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Sign in to find donors and answer requests."
      footer={
        <>
          {t('New here?')} <AuthLink to={PAGE_PATHS.register}>{t('Create an account')}</AuthLink>
        </>
      }
    >
      <form onSubmit={onSubmit} onFocus={loginCheck.preload} onPointerDown={loginCheck.preload} noValidate className="space-y-4">
        <EmailField error={errors.email?.message} registration={form.register('email')} />
        <TextField
          label={t('Password')}
          required
          error={errors.password?.message}
          registration={form.register('password')}
          type="password"
          autoComplete="current-password"
        />
        <div className="text-right">
          <Link to={PAGE_PATHS.forgotPassword} className="text-sm text-stone-700 underline underline-offset-2">
            {t(MESSAGES.forgotPassword)}
          </Link>
        </div>
        <Button type="submit" className="w-full" busy={isSubmitting} disabled={!hydrated}>
          {t('Login|submit')}
        </Button>
        <FormError message={serverError} />
      </form>
      <GoogleSignInButton />
    </AuthCard>
  );
}
