import { Flag } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { LazyModal, preloadModal } from '../../../components/ui/lazy-modal';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../i18n/use-t';
import { onDemand, preload, useDialogPart } from '../../../lib/on-demand';
import { useReportRequest } from '../api/report-api';

// The form brings zod's schemas and react-hook-form (about 45 KB and 60 ms of a slow phone's main
// thread): it loads when someone is about to open the dialog, not with the details page.
const formPart = onDemand(() => import('./report-form').then((module) => module.ReportForm));
const preloadDialog = () => {
  preloadModal();
  preload(formPart);
};

/** "Report this request" on its details page; once sent, it says so instead. */
export function ReportButton({ requestId }: { requestId: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  // Here, not in the form: the form leaves with the dialog, and a report sent just before would lose its answer.
  const report = useReportRequest(requestId);
  const ReportForm = useDialogPart(formPart, open, () => setOpen(false));

  if (sent) return <p className="text-sm text-stone-700">{t('You reported this request. Thank you.')}</p>;
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)} onPointerEnter={preloadDialog} onFocus={preloadDialog}>
        <Flag aria-hidden="true" className="size-4" /> {t('Report this request')}
      </Button>
      <LazyModal
        open={open}
        onOpenChange={setOpen}
        title={t('Report this request')}
        description={t('Tell the administrators what is wrong. The requester does not see who reported it.')}
      >
        {ReportForm ? (
          <ReportForm
            report={report}
            onCancel={() => setOpen(false)}
            onSent={() => {
              setOpen(false);
              setSent(true);
            }}
          />
        ) : (
          <Spinner className="text-brand-700" />
        )}
      </LazyModal>
    </>
  );
}
