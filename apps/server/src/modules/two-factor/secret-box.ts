import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { keptInDataDir } from '../../lib/kept-in-data-dir';

/** AES-256-GCM for small secrets at rest: `v1.<iv>.<tag>.<ciphertext>`, each part base64url. */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('the secrets key must be 32 bytes');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), data].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/**
 * The key: SHA-256 of SECRETS_KEY when it is set; otherwise 32 random bytes kept in
 * `DATA_DIR/secrets.key` (created at first use, readable by the owner only). Several server
 * processes must share SECRETS_KEY, since each machine would otherwise make its own file.
 */
export function loadSecretsKey(secretsKey: string | undefined, dataDir: string): Buffer {
  if (secretsKey) return createHash('sha256').update(secretsKey).digest();
  const key = Buffer.from(
    keptInDataDir(dataDir, 'secrets.key', () => randomBytes(32).toString('base64')),
    'base64',
  );
  if (key.length !== 32) throw new Error(`${path.join(dataDir, 'secrets.key')} does not hold a 32-byte key`);
  return key;
}
