import { DRIVE_TEXTS, type DriveRoster } from '@grant/shared';
import { Camera, Check, Clock3 } from 'lucide-react';
import { type FormEvent, useCallback, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormError } from '../../../components/ui/form-error';
import { FormField } from '../../../components/ui/form-field';
import { LazyModal } from '../../../components/ui/lazy-modal';
import { localizeTime } from '../../../i18n/locale';
import { useT, useTranslateAny } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useCheckIn } from '../api/drives-api';
import { BookingStatusBadge } from './booking-status-badge';
import { CodeScanner, canScanCodes } from './code-scanner';

const normalise = (code: string) => code.trim().toUpperCase();

/**
 * Check-in at the drive: staff type the donor's code or scan its QR code, see whose booking it is, and
 * mark it donated or deferred (with why). The server checks the code, the day and that it is done once.
 */
export function CheckInPanel({ roster }: { roster: DriveRoster }) {
  const t = useT();
  const translateAny = useTranslateAny();
  const [code, setCode] = useState('');
  const [scanning, setScanning] = useState(false);
  const [deferring, setDeferring] = useState(false);
  const [reason, setReason] = useState('');
  const checkIn = useCheckIn(roster.drive._id);
  const wanted = normalise(code);
  const found = roster.slots.flatMap((slot) => slot.bookings).find((booking) => booking.code === wanted);

  const onScanned = useCallback((scanned: string) => {
    setCode(normalise(scanned));
    setScanning(false);
  }, []);

  async function mark(outcome: 'donated' | 'deferred', event?: FormEvent) {
    event?.preventDefault();
    try {
      await checkIn.mutateAsync({ code: wanted, outcome, ...(outcome === 'deferred' ? { reason } : {}) });
      toast.success(outcome === 'donated' ? t('Checked in: donated.') : t('Checked in: deferred.'));
      setCode('');
      setReason('');
      setDeferring(false);
      checkIn.reset();
    } catch {
      // Shown below the buttons (the server's message).
    }
  }

  return (
    <Card>
      <h2 className="text-xl font-bold">{t('Check in')}</h2>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <FormField label={t('Booking code')} hint={t('8 letters and digits, as the donor shows them.')}>
            {(control) => (
              <input
                {...control}
                value={code}
                onChange={(event) => {
                  setCode(event.target.value);
                  checkIn.reset();
                }}
                maxLength={12}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                className={`${control.className} h-11 font-mono tracking-widest uppercase`}
              />
            )}
          </FormField>
        </div>
        {canScanCodes() && (
          <Button variant="secondary" onClick={() => setScanning(true)}>
            <Camera aria-hidden="true" className="size-4" /> {t('Scan a QR code')}
          </Button>
        )}
      </div>
      <LazyModal open={scanning} onOpenChange={setScanning} title={t('Scan a QR code')}>
        {scanning && <CodeScanner onCode={onScanned} />}
      </LazyModal>

      {wanted.length === 8 && !found && <p className="mt-4 text-stone-800">{translateAny(DRIVE_TEXTS.codeNotFound)}</p>}
      {found && (
        <div className="mt-4 space-y-3 rounded-xl border border-stone-200 p-4" aria-live="polite">
          <p className="flex flex-wrap items-center gap-2">
            <span className="text-lg font-semibold">{found.donorName}</span>
            {found.blood && <span className="rounded bg-brand-50 px-2 py-0.5 text-sm font-semibold text-brand-800">{found.blood}</span>}
            <BookingStatusBadge status={found.status} />
          </p>
          <p className="text-stone-700">{t('Booked for {time}', { time: localizeTime(found.slot) })}</p>
          {found.status === 'booked' &&
            (deferring ? (
              <form onSubmit={(event) => void mark('deferred', event)} className="space-y-3">
                <FormField label={t('Why is the donor deferred?')} required>
                  {(control) => (
                    <textarea
                      {...control}
                      value={reason}
                      onChange={(event) => setReason(event.target.value)}
                      rows={2}
                      maxLength={300}
                      className={`${control.className} py-2`}
                    />
                  )}
                </FormField>
                <div className="flex flex-wrap gap-2">
                  <Button type="submit" busy={checkIn.isPending}>
                    {t('Mark deferred')}
                  </Button>
                  <Button variant="secondary" onClick={() => setDeferring(false)}>
                    {t('Back')}
                  </Button>
                </div>
              </form>
            ) : (
              <div className="flex flex-wrap gap-2">
                <Button onClick={() => void mark('donated')} busy={checkIn.isPending}>
                  <Check aria-hidden="true" className="size-4" /> {t('Donated')}
                </Button>
                <Button variant="secondary" onClick={() => setDeferring(true)}>
                  <Clock3 aria-hidden="true" className="size-4" /> {t('Deferred…')}
                </Button>
              </div>
            ))}
          <FormError message={checkIn.isError ? errorMessage(checkIn.error) : null} />
        </div>
      )}
    </Card>
  );
}
