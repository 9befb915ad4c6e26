import { DONOR_TEXTS, type DonationRequest, NEED_TEXTS, requestPermissions, standingOf } from '@grant/shared';
import {
  CalendarDays,
  Clock,
  Droplet,
  Hospital,
  Hourglass,
  Mail,
  MapPin,
  MessageSquareText,
  Package,
  Syringe,
  UserRound,
} from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { DetailList } from '../../../components/ui/detail-list';
import { StatusBadge } from '../../../components/ui/status-badge';
import { UrgencyBadge } from '../../../components/ui/urgency-badge';
import { formatNumber, localizeTime, placeName } from '../../../i18n/locale';
import { useLocale, useT } from '../../../i18n/use-t';
import { formatDate } from '../../../lib/format-date';
import { useAuth } from '../../auth';
import { BanksNearLink } from '../../blood-banks';
import { CompatibleDonors } from '../../donors';
import { RecordPage } from '../../errors';
import { ReportButton } from '../../moderation';
import { AlertWavesPanel } from '../../notifications';
import { useRequest } from '../api/requests-api';
import { CompatibilityWords, ComponentName, HospitalPlace, NeededByTime } from '../components/need-words';
import { NotifiedCount } from '../components/notified-count';
import { PledgeProgress } from '../components/pledge-progress';
import { RequestResponses } from '../components/request-responses';
import { RespondActions } from '../components/respond-actions';
import { HiddenNotice, VerificationNote } from '../components/verification';

export function RequestDetailsPage() {
  return (
    <RecordPage
      useRecord={useRequest}
      title="Request details"
      loadingLabel="Loading the request"
      screenSpinner
      frame={(error) => <div className="mx-auto max-w-3xl px-4 py-10">{error}</div>}
    >
      {(request) => <RequestDetails request={request} />}
    </RecordPage>
  );
}

function RequestDetails({ request: r }: { request: DonationRequest }) {
  const { user } = useAuth();
  const t = useT();
  const locale = useLocale();
  const isRequester = user?.email === r.email;
  const facts = [
    { Icon: UserRound, label: t('Recipient'), value: r.recipientName },
    { Icon: Mail, label: t('Requester email'), value: r.email },
    { Icon: Syringe, label: t(NEED_TEXTS.component), value: <ComponentName component={r.component} /> },
    { Icon: Hourglass, label: t(NEED_TEXTS.neededBy), value: <NeededByTime neededBy={r.neededBy} relative /> },
    { Icon: Hospital, label: t('Hospital'), value: <HospitalPlace request={r} /> },
    { Icon: MapPin, label: t('Place'), value: `${placeName(r.district)}, ${placeName(r.division)}` },
    { Icon: CalendarDays, label: t('Donation date'), value: formatDate(r.donationDate) },
    { Icon: Clock, label: t('Donation time'), value: localizeTime(r.donationTime) },
    { Icon: Package, label: t(DONOR_TEXTS.bags), value: formatNumber(r.bags) },
  ];

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <Card>
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <p className="text-sm text-stone-600">{t('Requested by {name}', { name: r.name })}</p>
            <h1 className="mt-1 text-2xl font-bold">{t('Blood for {name}', { name: r.recipientName })}</h1>
            <NotifiedCount count={r.notifiedCount} className="mt-2" />
            <PledgeProgress pledged={r.pledgedCount} bags={r.bags} className="mt-3" />
          </div>
          <div className="flex items-center gap-3">
            <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-lg font-bold text-brand-800">
              <Droplet aria-hidden="true" className="size-4 fill-brand-700 text-brand-700" />
              <span className="sr-only">{t('Blood group')}</span> {r.blood}
            </span>
            <StatusBadge status={r.status} />
            <UrgencyBadge urgency={r.urgency} />
          </div>
        </div>
        {r.hidden ? <HiddenNotice hidden={r.hidden} /> : <VerificationNote verifiedAt={r.verifiedAt} />}
        <DetailList details={facts} className="mt-6 border-t border-stone-200 pt-6" />
        <CompatibilityWords request={r} />
        <p className="mt-4">
          <BanksNearLink blood={r.blood} division={r.division} district={r.district} />
        </p>
        <div className="mt-6 flex items-start gap-3 rounded-xl bg-stone-50 p-4">
          <MessageSquareText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <div>
            <h2 className="text-sm text-stone-600">{t('Message')}</h2>
            <p className="whitespace-pre-line">{r.message}</p>
          </div>
        </div>
        {r.donorName && (
          <p className="mt-4 text-sm text-stone-700">
            {t('Donor:')} <span className="font-semibold">{r.donorName}</span>
            {r.donorEmail && ` (${r.donorEmail})`}
          </p>
        )}
        <RespondActions request={r} />
        {user && !r.hidden && requestPermissions.canReport(standingOf(user), isRequester) && (
          <div className="mt-4 flex justify-end border-t border-stone-200 pt-3">
            <ReportButton requestId={r._id} />
          </div>
        )}
      </Card>
      {user && requestPermissions.canSeeResponses(standingOf(user), isRequester) && (
        <>
          <RequestResponses requestId={r._id} />
          <AlertWavesPanel
            requestId={r._id}
            place={
              r.hospital
                ? { hospital: locale === 'bn' ? r.hospital.nameBn : r.hospital.name }
                : r.location
                  ? { point: true }
                  : { district: r.district }
            }
          />
        </>
      )}
      <CompatibleDonors
        requestId={r._id}
        isRequester={isRequester}
        maySeeList={user ? requestPermissions.canSeeDonorList(standingOf(user), isRequester) : false}
        pledged={r.pledgedCount}
      />
    </div>
  );
}
