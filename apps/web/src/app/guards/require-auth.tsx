import { isProfileComplete, PAGE_PATHS } from '@grant/shared';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { useAuth } from '../../features/auth/auth-context';
import { useT } from '../../i18n/use-t';

export const COMPLETE_PROFILE_PATH = PAGE_PATHS.completeProfile;

/**
 * Signed-in guard: spinner while the session is checked, else to /login remembering where we were.
 * An account without division, district or blood group (a first Google sign-in) fills them in first.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const t = useT();
  const location = useLocation();
  if (!user && loading) return <PageSpinner screen label={t('Checking your session')} />;
  if (!user) return <Navigate to={PAGE_PATHS.login} state={{ from: location }} replace />;
  if (!isProfileComplete(user) && location.pathname !== COMPLETE_PROFILE_PATH) {
    return <Navigate to={COMPLETE_PROFILE_PATH} state={{ from: location }} replace />;
  }
  return children;
}
