import webpush from 'web-push';
import { keptInDataDir } from '../../lib/kept-in-data-dir';

/** The server's VAPID key pair (RFC 8292), base64url: browsers subscribe with the public key, pushes are signed with the private one. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set; otherwise a pair made once and kept in
 * `DATA_DIR/vapid.json`. Every subscription is bound to the public key, so the pair must never
 * change: several server processes on different machines must be given the same VAPID_* keys.
 */
export function loadVapidKeys(configured: VapidKeys | undefined, dataDir: string): VapidKeys {
  if (configured) return configured;
  const kept = JSON.parse(keptInDataDir(dataDir, 'vapid.json', () => JSON.stringify(webpush.generateVAPIDKeys()))) as Partial<VapidKeys>;
  if (typeof kept.publicKey !== 'string' || typeof kept.privateKey !== 'string')
    throw new Error(`${dataDir}/vapid.json does not hold a VAPID key pair`);
  return { publicKey: kept.publicKey, privateKey: kept.privateKey };
}
