import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The underlined link between the sign-in pages (sign in, register, forgot and reset password). */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-semibold text-brand-700 underline underline-offset-2">
      {children}
    </Link>
  );
}
