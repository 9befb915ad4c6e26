import { CONSENT_LABELS, type ConsentState } from '@grant/shared';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { formatTimestamp } from '../../../lib/format-timestamp';
import { toast } from '../../../lib/toast';
import { privacyApi, useConsents } from '../api/privacy-api';
import { ConfirmIdentityDialog } from './confirm-identity-dialog';
import { DeleteAccountDialog } from './delete-account-dialog';

/** The person's rights over their data: what they agreed to and since when, the download, leaving. */
export function YourDataSection({ privacyLink }: { privacyLink: React.ReactNode }) {
  const t = useT();
  const consents = useConsents();
  const [proofAsked, setProofAsked] = useState(false);
  const [downloading, setDownloading] = useState(false);

  // Asked for every download, though a sign-in in the last ten minutes would do for the server:
  // the file holds the person's phone and health answers, and a shared phone may be left signed in.
  const download = async () => {
    setDownloading(true);
    try {
      await privacyApi.downloadMyData();
      toast.success(t('Your data is downloaded.'));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card aria-labelledby="your-data-heading">
      <h2 id="your-data-heading" className="text-lg font-bold">
        {t('Your data and choices')}
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        {t('What you allow others to see of you, as you chose it. Change it under Donating and Alerts above.')} {privacyLink}
      </p>
      {consents.isError && <p className="mt-4 text-sm text-red-800">{errorMessage(consents.error)}</p>}
      <ul className="mt-4 divide-y divide-stone-200" aria-busy={consents.isPending} data-testid="consents">
        {(consents.data ?? []).map((consent) => (
          <ConsentRow key={consent.purpose} consent={consent} />
        ))}
      </ul>
      <div className="mt-6 flex flex-col gap-2 border-t border-stone-200 pt-6 sm:flex-row sm:justify-between">
        <Button variant="secondary" onClick={() => setProofAsked(true)} busy={downloading}>
          <Download aria-hidden="true" className="size-4" /> {t('Download my data')}
        </Button>
        <DeleteAccountDialog />
      </div>
      <ConfirmIdentityDialog open={proofAsked} onOpenChange={setProofAsked} onConfirmed={download} />
    </Card>
  );
}

function ConsentRow({ consent }: { consent: ConsentState }) {
  const t = useT();
  const since = formatTimestamp(consent.since);
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2.5 text-sm">
      <span className="font-medium">{t(CONSENT_LABELS[consent.purpose])}</span>
      <span className={consent.granted ? 'text-green-800' : 'text-stone-700'}>
        {consent.granted ? t('Yes, since {date}', { date: since }) : t('No, since {date}', { date: since })}
      </span>
    </li>
  );
}
