import { COMPONENT_LABELS, type ModerationItem, PAGE_PATHS, pagePath, REPORT_REASON_LABELS } from '@grant/shared';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmAction } from '../../../components/ui/confirm-action';
import type { Column } from '../../../components/ui/data-table';
import { placeName, translate } from '../../../i18n/locale';
import { countText, type Translate } from '../../../i18n/use-t';
import { formatAge } from '../../../lib/format-age';
import { toast } from '../../../lib/toast';
import { VerifiedMark } from '../../requests';
import { useDismissReports } from '../api/moderation-api';
import { HideDialog } from './hide-dialog';

function Decisions({ item, t }: { item: ModerationItem; t: Translate }) {
  const dismiss = useDismissReports();
  return (
    <span className="flex flex-wrap items-center gap-2">
      <HideDialog item={item} />
      <ConfirmAction
        trigger={
          <Button variant="secondary" size="sm" disabled={dismiss.isPending}>
            {t('Dismiss reports')}
          </Button>
        }
        title={t('Dismiss these reports?')}
        description={t('The request for {name} stays listed. The people who reported it are not told.', { name: item.recipientName })}
        confirmLabel={t('Dismiss reports')}
        cancelLabel={t('Cancel')}
        onConfirm={async () => {
          await dismiss.mutateAsync(item._id);
          toast.success(t('The reports are dismissed.'));
        }}
      />
    </span>
  );
}

/** The moderation queue's columns: the request, who asked, what the reports say, and the two decisions. */
export function moderationColumns(t: Translate): Column<ModerationItem>[] {
  return [
    {
      header: t('Reported request'),
      primary: true,
      cell: (item) => (
        <span className="block space-y-0.5">
          <Link
            to={pagePath(PAGE_PATHS.requestDetails, item._id)}
            className="font-semibold text-red-800 underline-offset-2 hover:underline"
          >
            {t('Blood for {name}', { name: item.recipientName })}
          </Link>
          <span className="block text-stone-700">
            <span className="font-bold text-red-800">{item.blood}</span>
            {item.component !== 'whole_blood' && <> {translate(COMPONENT_LABELS[item.component])}</>} · {item.hospitalName},{' '}
            {placeName(item.district)}
          </span>
          <span className="block text-xs text-stone-600">{formatAge(item.createdAt)}</span>
          {item.verifiedAt && <VerifiedMark />}
        </span>
      ),
    },
    {
      header: t('Requested by'),
      cell: (item) => (
        <span className="block break-all">
          {item.requesterName}
          <span className="block text-xs text-stone-600">{item.requesterEmail}</span>
        </span>
      ),
    },
    {
      header: t('Reports'),
      cell: (item) => (
        <span className="block">
          <span className="font-semibold">{countText(t, item.reports.length, '1 report', '{count} reports')}</span>
          <ul className="mt-1 space-y-1.5">
            {item.reports.map((report) => (
              <li key={`${report.reporterName}-${report.createdAt}`}>
                <span className="font-medium">{t(REPORT_REASON_LABELS[report.reason])}</span>
                {report.note && <span className="block text-xs break-words text-stone-800">“{report.note}”</span>}
                <span className="block text-xs text-stone-600">
                  {report.reporterName}, {formatAge(report.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        </span>
      ),
    },
    { header: t('Decision'), cell: (item) => <Decisions item={item} t={t} /> },
  ];
}
