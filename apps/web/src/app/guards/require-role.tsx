import { PAGE_PATHS, type Role } from '@grant/shared';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { useAuth } from '../../features/auth/auth-context';
import { useTwoFactorStatus } from '../../features/profile/api/account-api';
import { useT } from '../../i18n/use-t';

/**
 * Role guard (the spec's admin guard, generalised): spinner while loading, home for anyone else.
 * The server enforces the same rule; this only spares people a page they cannot use. Staff pages
 * also need two-factor sign-in when the server requires it (STAFF_2FA): the profile sets it up.
 */
export function RequireRole({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const { user, loading } = useAuth();
  const t = useT();
  const staffPage = !roles.includes('donner');
  const allowed = Boolean(user && roles.includes(user.Role));
  const twoFactor = useTwoFactorStatus(allowed && staffPage);
  if (!user && loading) return <PageSpinner label={t('Checking your session')} />;
  if (!user || !allowed) return <Navigate to={PAGE_PATHS.home} replace />;
  if (staffPage && twoFactor.isPending) return <PageSpinner label={t('Checking your session')} />;
  if (staffPage && twoFactor.data?.required && !twoFactor.data.enabled) {
    return <Navigate to={`${PAGE_PATHS.profile}#two-factor`} replace state={{ needsTwoFactor: true }} />;
  }
  return children;
}
