import { type DonationRequest, greeting, LIMITS, PAGE_PATHS } from '@grant/shared';
import { useMemo } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/states';
import { useLocale, useT } from '../../../i18n/use-t';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAuth } from '../../auth';
import { NotListedNotice } from '../../donors';
import { MyBookingsSection } from '../../drives';
import { deleteColumn, detailsColumn, doneColumn, editColumn, RequestList, requestColumns, useOwnRequests } from '../../requests';
import { SurgeSwitch } from '../../surges';

/** The donor's dashboard home: the greeting, the three latest own requests (no pager) and See All, always (spec). */
export function DonorHomePage() {
  usePageTitle('Dashboard');
  const { user } = useAuth();
  const t = useT();
  const locale = useLocale();
  const columns = useMemo(
    () => [
      ...requestColumns<DonationRequest>(t),
      doneColumn(t),
      detailsColumn<DonationRequest>(t, { compact: true }),
      editColumn(t),
      deleteColumn(t),
    ],
    [t],
  );
  const latest = useOwnRequests(user?.email ?? '', '', undefined, LIMITS.dashboardLatestRequests);
  if (!user) return null;

  return (
    <div className="space-y-6">
      <section className="rounded-2xl bg-gradient-to-r from-brand-700 to-brand-800 p-6 text-white sm:p-8">
        <h1 className="text-2xl font-bold sm:text-3xl">
          {locale === 'en' ? greeting(user.displayName) : t('Hi,{name} Welcome', { name: user.displayName })}
        </h1>
        <p className="mt-2 text-brand-50">{t('Thank you for being part of Grant. Every donation can save up to three lives.')}</p>
      </section>
      <NotListedNotice />
      {user.Role === 'admin' && <SurgeSwitch />}
      <section aria-labelledby="latest-heading" className="space-y-4">
        <h2 id="latest-heading" className="text-xl font-bold">
          {t('Your latest requests')}
        </h2>
        <RequestList
          caption={t('Your latest requests')}
          list={latest}
          columns={columns}
          paged={false}
          cardsBelow="xl"
          empty={
            <EmptyState
              title={t('You have no donation requests yet.')}
              text={t('Need blood? Create a request and donors nearby will see it.')}
            />
          }
        />
        <div className="flex flex-wrap gap-3">
          <ButtonLink to={PAGE_PATHS.myRequests}>{t('See All')}</ButtonLink>
          <ButtonLink to={PAGE_PATHS.createRequest} variant="secondary">
            {t('Create donation request')}
          </ButtonLink>
        </div>
      </section>
      <MyBookingsSection />
    </div>
  );
}
