import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const UPLOADS_URL_PREFIX = '/uploads/';

/** Stores processed images under server-made names; the URL is what the API hands out. */
export function createLocalImageStore(uploadsDir: string) {
  return {
    dir: uploadsDir,
    async save(webp: Buffer): Promise<string> {
      await mkdir(uploadsDir, { recursive: true });
      const name = `${randomUUID()}.webp`;
      await writeFile(path.join(uploadsDir, name), webp, { flag: 'wx' });
      return `${UPLOADS_URL_PREFIX}${name}`;
    },
  };
}

export type ImageStore = ReturnType<typeof createLocalImageStore>;
