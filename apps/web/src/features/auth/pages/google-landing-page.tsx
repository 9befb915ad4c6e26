import { isProfileComplete, MESSAGES, PAGE_PATHS, type SessionUser, withQuery } from '@grant/shared';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageSpinner } from '../../../components/ui/spinner';
import { useT } from '../../../i18n/use-t';
import { toast } from '../../../lib/toast';
import { usePageTitle } from '../../../lib/use-page-title';
import { exchangeGoogleCode } from '../api/google-sign-in-api';
import { useAuth } from '../auth-context';
import { TwoFactorStep } from '../components/two-factor-step';

/**
 * Where Google sign-in lands (/login/google#code=…): the one-time code is swapped for a session
 * with a POST, so no token ever sits in an address. With two-factor sign-in on, the code step
 * follows; a new account goes on to fill in its division, district and blood group.
 */
export function GoogleLandingPage() {
  usePageTitle('Login');
  const t = useT();
  const { signInWith, completeTwoFactor } = useAuth();
  const navigate = useNavigate();
  const [challenge, setChallenge] = useState<string | null>(null);
  const started = useRef(false);

  const finish = (user: SessionUser) => {
    toast.success(MESSAGES.loginSuccess);
    navigate(isProfileComplete(user) ? PAGE_PATHS.dashboard : PAGE_PATHS.completeProfile, { replace: true });
  };
  const backToLogin = () => navigate(withQuery(PAGE_PATHS.login, { google: 'expired' }), { replace: true });

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, for the code the page was opened with
  useEffect(() => {
    // The code works once: React's development double run must not spend it twice.
    if (started.current) return;
    started.current = true;
    const code = new URLSearchParams(window.location.hash.slice(1)).get('code');
    // Out of the address bar and the history at once.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    if (!code) {
      backToLogin();
      return;
    }
    signInWith(() => exchangeGoogleCode(code))
      .then((result) => ('challenge' in result ? setChallenge(result.challenge) : finish(result.user)))
      .catch(backToLogin);
  }, []);

  if (challenge) {
    return (
      <TwoFactorStep
        onSubmit={async (code) => finish(await completeTwoFactor(challenge, code))}
        // A spent or expired challenge means starting again; "back" alone is the person's own choice.
        onRestart={(message) => (message ? backToLogin() : navigate(PAGE_PATHS.login, { replace: true }))}
      />
    );
  }
  return <PageSpinner label={t('Signing you in with Google')} />;
}
