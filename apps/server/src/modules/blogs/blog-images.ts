import { UPLOADED_IMAGE_PATH } from '@grant/shared';

/**
 * Whether an image address is one of ours: '/uploads/<uuid>.webp' on the app itself, or the same
 * path under one of `baseUrls` (the image bucket's public URL when S3 is configured). Anything
 * else, another host included, is refused: a post shows only images that went through our checks.
 */
export function ownImageUrl(baseUrls: readonly string[]) {
  const bases = new Set(['', ...baseUrls.map((base) => base.replace(/\/+$/, ''))]);
  return (url: string): boolean => {
    const path = UPLOADED_IMAGE_PATH.exec(url);
    return path !== null && bases.has(url.slice(0, path.index));
  };
}
