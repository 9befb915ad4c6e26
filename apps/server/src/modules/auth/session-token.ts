import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe. The token is shown once to the client; only its hash is kept. */
export const newSessionToken = (): string => randomBytes(32).toString('base64url');

export const hashSessionToken = (token: string): string => createHash('sha256').update(token).digest('hex');
