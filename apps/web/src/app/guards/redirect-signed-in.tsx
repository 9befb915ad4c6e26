import { PAGE_PATHS } from '@grant/shared';
import { type ReactNode, useState } from 'react';
import { Navigate } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { useAuth } from '../../features/auth/auth-context';
import { useT } from '../../i18n/use-t';
import { tokenStorage } from '../../lib/token-storage';

/**
 * For the sign-in and registration pages: someone already signed in goes to the dashboard instead of a
 * form they have no use for. Only a session held on arrival counts: the form's own sign-in sends the person
 * on itself (to where they came from).
 */
export function RedirectSignedIn({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const t = useT();
  // The build prerenders the sign-in page (no storage there) as a visitor without a session sees it.
  const [arrivedWithSession] = useState(() => typeof localStorage !== 'undefined' && Boolean(tokenStorage.get()));
  if (!arrivedWithSession) return children;
  if (loading && !user) return <PageSpinner screen label={t('Checking your session')} />;
  if (user) return <Navigate to={PAGE_PATHS.dashboardHome} replace />;
  return children;
}
