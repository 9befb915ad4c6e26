import { LIMITS, UPLOAD_IMAGE_TYPES, UPLOAD_TEXTS } from '@grant/shared';
import { AppError } from '../../lib/app-error';

const ACCEPTED_TYPES = new Set<string>(UPLOAD_IMAGE_TYPES);
const MAX_EDGE_PX = 1600;

/**
 * Turns an uploaded file into a safe WebP: the type is judged by content, not by name; the size is
 * bounded; re-encoding drops EXIF and GPS data and any payload hidden in the original.
 */
export async function processImage(input: Buffer): Promise<Buffer> {
  if (input.length === 0) throw new AppError('BAD_REQUEST', UPLOAD_TEXTS.imageEmpty);
  if (input.length > LIMITS.uploadMaxBytes) throw new AppError('PAYLOAD_TOO_LARGE', UPLOAD_TEXTS.imageTooLarge);
  // Loaded with the first upload, not at start.
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(input);
  if (!type || !ACCEPTED_TYPES.has(type.mime)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_TEXTS.imageTypes);
  // sharp (libvips) loads on the first upload, not at start (bench/README.md).
  const { default: sharp } = await import('sharp');
  try {
    return await sharp(input, { limitInputPixels: LIMITS.uploadMaxPixels })
      .rotate()
      .resize({ width: MAX_EDGE_PX, height: MAX_EDGE_PX, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    const tooBig = error instanceof Error && /pixel limit/i.test(error.message);
    throw new AppError('BAD_REQUEST', tooBig ? UPLOAD_TEXTS.imageTooManyPixels : UPLOAD_TEXTS.imageUnreadable);
  }
}
