import { LIMITS, UPLOAD_TEXTS } from '@grant/shared';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../lib/app-error';

export interface MultipartForm {
  fields: Record<string, string>;
  files: Record<string, Buffer>;
}

/** Reads a whole multipart form: text fields and (bounded) files, refusing anything oversized. */
export async function readMultipartForm(request: FastifyRequest): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_TEXTS.sendMultipart);
  const form: MultipartForm = { fields: {}, files: {} };
  const parts = request.parts({ limits: { fileSize: LIMITS.uploadMaxBytes, files: 2, fields: 30, fieldSize: 64 * 1024 } });
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
  return form;
}
