/** http_ece (RFC 8188), which web-push encrypts with: tests decrypt what was pushed, as the browser would. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  export function decrypt(
    buffer: Buffer,
    params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: Buffer | string; dh?: Buffer | string },
  ): Buffer;
}
