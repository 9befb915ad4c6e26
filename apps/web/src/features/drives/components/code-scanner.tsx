import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../i18n/use-t';

/** The browser's barcode reader (Chromium on Android and others); not in every browser, nor in TypeScript's DOM types yet. */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;
const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;

/** Whether this browser can read a QR code from the camera. */
export const canScanCodes = (): boolean => Boolean(Detector && navigator.mediaDevices?.getUserMedia);

const SCAN_EVERY_MS = 250;

/**
 * The back camera's picture, read for a QR code a few times a second; `onCode` gets the first one
 * found. The camera is let go when the scanner closes.
 */
export function CodeScanner({ onCode }: { onCode: (code: string) => void }) {
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState('');

  useEffect(() => {
    if (!Detector) return;
    const detector = new Detector({ formats: ['qr_code'] });
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (opened) => {
        stream = opened;
        if (stopped || !video.current) return;
        video.current.srcObject = opened;
        await video.current.play();
        timer = setInterval(async () => {
          if (!video.current) return;
          const [found] = await detector.detect(video.current).catch(() => []);
          if (found?.rawValue && !stopped) {
            stopped = true;
            onCode(found.rawValue);
          }
        }, SCAN_EVERY_MS);
      })
      .catch(() => setProblem(t('The camera could not be opened. Type the code instead.')));
    return () => {
      stopped = true;
      clearInterval(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [onCode, t]);

  return (
    <div className="space-y-3">
      {problem ? (
        <p role="alert" className="text-red-800">
          {problem}
        </p>
      ) : (
        <video
          ref={video}
          muted
          playsInline
          className="aspect-square w-full rounded-xl bg-stone-900 object-cover"
          aria-label={t('Camera view')}
        />
      )}
      <p className="text-sm text-stone-700">{t('Hold the donor’s QR code in front of the camera.')}</p>
    </div>
  );
}
