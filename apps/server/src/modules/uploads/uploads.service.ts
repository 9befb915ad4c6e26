import { processImage } from './image-processor';
import type { ImageStore } from './image-store';

export function createUploadsService(store: ImageStore) {
  return {
    /** Validates, re-encodes and stores an image; answers its public URL. */
    async storeImage(file: Buffer): Promise<string> {
      return store.save(await processImage(file));
    },

    /** Deletes images no record points to any more; a URL that is not ours is left alone. */
    removeImages: (urls: readonly string[]) => Promise.all(urls.map((url) => store.remove(url))),
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
