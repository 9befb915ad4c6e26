import { NEED_TEXTS, PAGE_PATHS, type PublicRequest, pagePath } from '@grant/shared';
import { Eye } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import type { Column } from '../../../components/ui/data-table';
import { StatusBadge } from '../../../components/ui/status-badge';
import { UrgencyBadge } from '../../../components/ui/urgency-badge';
import { formatNumber, localizeTime, placeName } from '../../../i18n/locale';
import type { Translate } from '../../../i18n/use-t';
import { formatDate } from '../../../lib/format-date';
import { ComponentName, NeededByTime } from './need-words';
import { VerifiedIcon } from './verification';

/** The spec's request columns (headers through `t`, so a page builds them in a memo on `t`): #, Name, Division, District, DonationDate, donationTime, Status (flagged when urgent or critical). */
export function requestColumns<T extends PublicRequest>(t: Translate): Column<T>[] {
  return [
    { header: '#', cell: (_row, index) => formatNumber(index + 1) },
    { header: t('Name'), cell: (row) => row.name, primary: true },
    { header: t('Division'), cell: (row) => placeName(row.division) },
    { header: t('District'), cell: (row) => placeName(row.district) },
    { header: t('DonationDate'), cell: (row) => <span className="whitespace-nowrap">{formatDate(row.donationDate)}</span> },
    { header: t('donationTime'), cell: (row) => localizeTime(row.donationTime) },
    // Issue 48: what is needed and by when, in one cell (the spec's columns stay as they are).
    {
      header: t(NEED_TEXTS.need),
      cell: (row) => (
        <span className="block text-sm">
          <span className="block font-medium">
            <ComponentName component={row.component} />
          </span>
          <span className="block text-stone-700">
            <NeededByTime neededBy={row.neededBy} day={row.donationDate} />
          </span>
        </span>
      ),
    },
    {
      header: t('Status'),
      cell: (row) => (
        <span className="inline-flex flex-wrap gap-1">
          <StatusBadge status={row.status} />
          <UrgencyBadge urgency={row.urgency} />
          {row.verified && <VerifiedIcon />}
          {/* Only a requester's own list holds a request an admin hid (decision 0040). */}
          {'hidden' in row && row.hidden ? (
            <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-900">{t('Hidden')}</span>
          ) : null}
        </span>
      ),
    },
  ];
}

/** The Details link; `compact` shows only its icon (named for screen readers and on hover), for the widest tables. */
export const detailsColumn = <T extends PublicRequest>(t: Translate, { compact = false } = {}): Column<T> => ({
  header: t('Details'),
  cell: (row) => (
    <Link
      to={pagePath(PAGE_PATHS.requestDetails, row._id)}
      className={buttonClasses('secondary', 'sm', compact ? 'px-2.5' : undefined)}
      aria-label={t('Details of the request by {name}', { name: row.name })}
      title={compact ? t('Details') : undefined}
    >
      <Eye aria-hidden="true" className="size-4" />
      {!compact && ` ${t('Details')}`}
    </Link>
  ),
});
