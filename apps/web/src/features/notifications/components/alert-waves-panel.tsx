import { ALERT_REACH_LABELS, ALERT_WAVE_TEXTS, type AlertWave } from '@grant/shared';
import { Megaphone } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormError } from '../../../components/ui/form-error';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { placeName } from '../../../i18n/locale';
import { type Translate, useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { formatKm } from '../../../lib/format-distance';
import { formatTimestamp } from '../../../lib/format-timestamp';
import { toast } from '../../../lib/toast';
import { useAlertWaves, useSendNextWave } from '../api/alert-waves-api';

/** The place a 'nearby' wave is measured from: the request's hospital, the point it gave, or its district's centre. */
type WavePlace = { hospital: string } | { point: true } | { district: string };

/** Who a wave reached, in words: "Within 5 km of Dhaka Medical College Hospital", "Matching groups, the whole country". */
function reachWords(t: Translate, wave: AlertWave, place: WavePlace): string {
  if (wave.reach !== 'nearby' || wave.radiusKm === null) return t(ALERT_REACH_LABELS[wave.reach]);
  const from =
    'hospital' in place
      ? place.hospital
      : 'point' in place
        ? t(ALERT_WAVE_TEXTS.placeGiven)
        : t(ALERT_WAVE_TEXTS.districtCentre, { district: placeName(place.district) });
  return t(ALERT_WAVE_TEXTS.within, { km: formatKm(wave.radiusKm), place: from });
}

/**
 * For a request's requester and staff: the alert waves it sent, how many donors each reached, when
 * the next goes; staff may send the next one at once (decision 0025).
 */
export function AlertWavesPanel({ requestId, place }: { requestId: string; place: WavePlace }) {
  const t = useT();
  const waves = useAlertWaves(requestId);
  const sendNext = useSendNextWave(requestId);

  const send = () =>
    sendNext.mutate(undefined, {
      onSuccess: (sent) => toast.success(t(ALERT_WAVE_TEXTS.sent, { number: sent.number, count: sent.recipients })),
    });

  return (
    <Card aria-labelledby="alert-waves-title" role="region">
      <h2 id="alert-waves-title" className="flex items-center gap-2 text-lg font-bold">
        <Megaphone aria-hidden="true" className="size-5 text-brand-700" /> {t(ALERT_WAVE_TEXTS.title)}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t(ALERT_WAVE_TEXTS.hint)}</p>
      {waves.isPending ? (
        <Spinner className="mt-4" label={t(ALERT_WAVE_TEXTS.loading)} />
      ) : waves.isError ? (
        <div className="mt-4">
          <ErrorState message={ALERT_WAVE_TEXTS.loadFailed} onRetry={() => waves.refetch()} />
        </div>
      ) : (
        <>
          {waves.data.waves.length === 0 ? (
            <p className="mt-4 text-stone-700">{t(ALERT_WAVE_TEXTS.none)}</p>
          ) : (
            <ol className="mt-4 divide-y divide-stone-200 rounded-xl border border-stone-200">
              {waves.data.waves.map((wave) => (
                <li key={wave.number} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3">
                  <span className="min-w-0">
                    <span className="font-semibold">{t(ALERT_WAVE_TEXTS.wave, { number: wave.number })}</span>
                    <span className="block text-sm text-stone-700">{reachWords(t, wave, place)}</span>
                  </span>
                  <span className="text-sm text-stone-800">
                    <span className="font-medium">{t(ALERT_WAVE_TEXTS.alerted, { count: wave.recipients })}</span>
                    <span className="block text-stone-600">
                      {formatTimestamp(wave.sentAt)}
                      {wave.sentByStaff && ` · ${t(ALERT_WAVE_TEXTS.sentByStaff)}`}
                    </span>
                  </span>
                </li>
              ))}
            </ol>
          )}
          <p className="mt-4 text-sm text-stone-800">
            {waves.data.nextWaveAt
              ? t(ALERT_WAVE_TEXTS.nextAt, { time: formatTimestamp(waves.data.nextWaveAt) })
              : waves.data.waves.length > 0 && t(ALERT_WAVE_TEXTS.noMoreWaves)}
          </p>
          {waves.data.canSendNext && (
            <div className="mt-4 space-y-3">
              <FormError message={sendNext.isError ? errorMessage(sendNext.error) : null} />
              <Button variant="secondary" busy={sendNext.isPending} onClick={send}>
                {t(ALERT_WAVE_TEXTS.sendNext)}
              </Button>
            </div>
          )}
        </>
      )}
    </Card>
  );
}
