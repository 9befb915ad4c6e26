import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const UPLOADS_URL_PREFIX = '/uploads/';
/** Browsers may keep an image for a year: its name is new for every upload, so it never changes. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Where processed images go. Both stores use server-made names and answer the URL the API hands out. */
export interface ImageStore {
  readonly kind: 'local' | 's3';
  /** Stores a processed WebP image under a new name; answers its public URL. */
  save(webp: Buffer): Promise<string>;
  /** Deletes the image a URL of `save` names; any other URL (an outside picture) is left alone. */
  remove(url: string): Promise<void>;
}

/** A new, unguessable file name for an image. */
export const newImageName = () => `${randomUUID()}.webp`;

/** The file name in a URL `save` answered (`…/uploads/<uuid>.webp`), or undefined for any other URL. */
export function imageNameIn(url: string, base: string): string | undefined {
  if (!url.startsWith(`${base}${UPLOADS_URL_PREFIX}`)) return undefined;
  const name = url.slice(base.length + UPLOADS_URL_PREFIX.length);
  return /^[0-9a-f-]{36}\.webp$/.test(name) ? name : undefined;
}

/** DATA_DIR/uploads: the local store's folder, served at /uploads/ (also after a switch to S3, for older images). */
export const localUploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

/** Images on the local disk, served by the app itself at /uploads/{name}. */
export function createLocalImageStore(uploadsDir: string): ImageStore & { dir: string } {
  return {
    kind: 'local',
    dir: uploadsDir,
    async save(webp: Buffer): Promise<string> {
      await mkdir(uploadsDir, { recursive: true });
      const name = newImageName();
      await writeFile(path.join(uploadsDir, name), webp, { flag: 'wx' });
      return `${UPLOADS_URL_PREFIX}${name}`;
    },
    async remove(url: string): Promise<void> {
      const name = imageNameIn(url, '');
      if (name) await rm(path.join(uploadsDir, name), { force: true });
    },
  };
}
