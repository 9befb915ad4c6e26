/** The part of http_ece (no types of its own) the push tests use: RFC 8188 decryption. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  export function decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: Buffer | string }): Buffer;
}
