import { COMPONENT_LABELS, DONOR_TEXTS, PAGE_PATHS, pagePath, type TriageItem, URGENCY_LABELS } from '@grant/shared';
import { Link } from 'react-router';
import type { Column } from '../../../components/ui/data-table';
import { UrgencyBadge } from '../../../components/ui/urgency-badge';
import { formatNumber, placeName, translate } from '../../../i18n/locale';
import type { Translate } from '../../../i18n/use-t';
import { formatAge } from '../../../lib/format-age';
import { VerifiedMark } from '../../requests';
import { ClaimButton } from './claim-button';
import { NeededBy } from './needed-by';

/** The board's columns: what a volunteer on the phone decides from, most pressing first (the server's order). */
export function triageColumns(t: Translate): Column<TriageItem>[] {
  return [
    {
      header: t(DONOR_TEXTS.urgency),
      cell: (row) =>
        row.urgency === 'normal' ? (
          <span className="text-stone-600">{t(URGENCY_LABELS.normal)}</span>
        ) : (
          <UrgencyBadge urgency={row.urgency} />
        ),
    },
    {
      header: t('Blood'),
      cell: (row) => (
        <span className="inline-flex flex-col">
          <span className="font-bold text-red-800">{row.blood}</span>
          {row.component && row.component !== 'whole_blood' && (
            <span className="text-sm">{translate(COMPONENT_LABELS[row.component])}</span>
          )}
        </span>
      ),
    },
    {
      header: t('Patient'),
      primary: true,
      cell: (row) => (
        <span className="flex flex-wrap items-center gap-1.5">
          <Link to={pagePath(PAGE_PATHS.requestDetails, row._id)} className="font-semibold text-red-800 underline-offset-2 hover:underline">
            {row.recipientName}
          </Link>
          {row.verifiedAt && <VerifiedMark />}
        </span>
      ),
    },
    { header: t('Hospital'), cell: (row) => row.hospitalName },
    { header: t('District'), cell: (row) => placeName(row.district) },
    {
      header: t('Needed by'),
      cell: (row) => <NeededBy date={row.donationDate} time={row.donationTime} neededBy={row.neededBy} />,
    },
    {
      header: t('Donors found'),
      cell: (row) => t('{count} of {bags}', { count: formatNumber(row.pledgedCount), bags: formatNumber(row.bags) }),
    },
    {
      header: t('Notified / declined'),
      cell: (row) =>
        row.notifiedCount === null ? t('Finding donors…') : `${formatNumber(row.notifiedCount)} / ${formatNumber(row.declinedCount)}`,
    },
    { header: t('Age'), cell: (row) => <span className="whitespace-nowrap">{formatAge(row.createdAt)}</span> },
    { header: t('Handled by'), cell: (row) => <ClaimButton request={row} /> },
    {
      header: t('Call sheet'),
      cell: (row) => (
        <Link
          to={pagePath(PAGE_PATHS.callSheet, row._id)}
          className="font-medium whitespace-nowrap text-red-800 underline underline-offset-2"
          aria-label={t('Call sheet for {name}', { name: row.recipientName })}
        >
          {t('Call donors')}
        </Link>
      ),
    },
  ];
}
