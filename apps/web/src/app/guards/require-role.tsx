import type { Role } from '@grant/shared';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { useAuth } from '../../features/auth/auth-context';

/**
 * Role guard (the spec's admin guard, generalised): spinner while loading, home for anyone else.
 * The server enforces the same rule; this only spares people a page they cannot use.
 */
export function RequireRole({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const { user, loading } = useAuth();
  if (!user && loading) return <PageSpinner label="Checking your session" />;
  if (!user || !roles.includes(user.Role)) return <Navigate to="/" replace />;
  return children;
}
