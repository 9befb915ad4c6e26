import { Phone } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useT, useTranslateAny } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { useRevealNumber } from '../api/call-sheet-api';

/** "Show number": asks the server for one donor's number (it records the look), then offers it to dial. */
export function NumberButton({ requestId, donorId, donorName }: { requestId: string; donorId: string; donorName: string }) {
  const t = useT();
  const translateAny = useTranslateAny();
  const reveal = useRevealNumber(requestId);

  if (reveal.data) {
    return (
      <a
        href={`tel:${reveal.data.phone.replace(/[^+0-9]/g, '')}`}
        className="inline-flex items-center gap-1.5 font-semibold whitespace-nowrap text-red-800 underline underline-offset-2"
        aria-label={t('Call {name} on {phone}', { name: donorName, phone: reveal.data.phone })}
      >
        <Phone aria-hidden="true" className="size-4" /> {reveal.data.phone}
      </a>
    );
  }
  return (
    <span className="flex flex-col items-start gap-1">
      <Button
        size="sm"
        variant="secondary"
        className="whitespace-nowrap"
        busy={reveal.isPending}
        onClick={() => reveal.mutate(donorId)}
        aria-label={t("Show {name}'s number", { name: donorName })}
      >
        <Phone aria-hidden="true" className="size-4" /> {t('Show number')}
      </Button>
      {reveal.isError && (
        <span role="alert" className="text-xs text-red-700">
          {translateAny(errorMessage(reveal.error))}
        </span>
      )}
    </span>
  );
}
