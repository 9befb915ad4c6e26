import { type DonationRequest, REQUEST_TEXTS } from '@grant/shared';
import { EyeOff, ShieldAlert, ShieldCheck } from 'lucide-react';
import { cn } from '../../../components/ui/cn';
import { useT } from '../../../i18n/use-t';

/** "Verified with the hospital": a small mark beside a request's name on the board and the call sheet. */
export function VerifiedMark({ className }: { className?: string }) {
  const t = useT();
  return (
    <span
      className={cn('inline-flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900', className)}
    >
      <ShieldCheck aria-hidden="true" className="size-3.5 shrink-0" />
      {t(REQUEST_TEXTS.verified)}
    </span>
  );
}

/** In a list's row: the shield alone, named for screen readers and on hover. */
export function VerifiedIcon() {
  const t = useT();
  return (
    <span className="inline-flex items-center rounded-full bg-green-100 p-1 text-green-900" title={t(REQUEST_TEXTS.verified)}>
      <ShieldCheck aria-hidden="true" className="size-3.5" />
      <span className="sr-only">{t(REQUEST_TEXTS.verified)}</span>
    </span>
  );
}

/** On the details page: the mark once a volunteer checked the request, and until then the warning never to pay for blood. */
export function VerificationNote({ verifiedAt }: { verifiedAt: string | null | undefined }) {
  const t = useT();
  if (verifiedAt) return <VerifiedMark className="mt-4 text-sm" />;
  return (
    <p className="mt-4 flex items-start gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-950">
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {t(REQUEST_TEXTS.unverifiedWarning)}
    </p>
  );
}

/** To its requester and staff, a request an admin hid after reports: why, as its requester was told. */
export function HiddenNotice({ hidden }: { hidden: NonNullable<DonationRequest['hidden']> }) {
  const t = useT();
  return (
    <div className="mt-4 flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-950">
      <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        {t('An administrator hid this request, so it is not listed and donors are not asked about it. The reason:')}{' '}
        <span className="font-semibold break-words">{hidden.reason}</span>
      </p>
    </div>
  );
}
