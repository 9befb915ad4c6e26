import { greeting } from '@grant/shared';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAuth } from '../../auth/auth-context';

/** The donor's dashboard home. The latest own requests join it with the requests feature. */
export function DonorHomePage() {
  usePageTitle('Dashboard');
  const { user } = useAuth();
  if (!user) return null;
  return (
    <section className="rounded-2xl bg-gradient-to-r from-brand-700 to-brand-800 p-6 text-white sm:p-8">
      <h1 className="text-2xl font-bold sm:text-3xl">{greeting(user.displayName)}</h1>
      <p className="mt-2 text-brand-50">Thank you for being part of Grant. Every donation can save up to three lives.</p>
    </section>
  );
}
