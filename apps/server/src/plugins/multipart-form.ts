import { LIMITS, MESSAGES, UPLOAD_TEXTS } from '@grant/shared';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../lib/app-error';

export interface MultipartForm {
  fields: Record<string, string>;
  files: Record<string, Buffer>;
}

/**
 * Reads a whole multipart form: text fields and (bounded) files, refusing anything oversized. The
 * whole form is read before the caller does anything with it, so a broken one leaves nothing behind.
 */
export async function readMultipartForm(request: FastifyRequest): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_TEXTS.sendMultipart);
  const form: MultipartForm = { fields: {}, files: {} };
  const parts = request.parts({ limits: { fileSize: LIMITS.uploadMaxBytes, files: 2, fields: 30, fieldSize: 64 * 1024 } });
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', UPLOAD_TEXTS.imageTooLarge);
        form.files[part.fieldname] = buffer;
      } else if (typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      } else {
        throw badRequest(UPLOAD_TEXTS.unknownField);
      }
    }
  } catch (error) {
    throw isCallersMistake(error) ? error : badRequest(MESSAGES.malformedForm);
  }
  return form;
}

/**
 * Our own refusals and @fastify/multipart's limits carry a 4xx status; what busboy throws on a body
 * that is not multipart, has no boundary, or ends inside a part ("Unexpected end of multipart
 * data") carries none, and is the sender's broken form all the same.
 */
function isCallersMistake(error: unknown): boolean {
  if (error instanceof AppError) return true;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}
