import { z } from 'zod';
import { VERSION_MESSAGES } from './versions';

/** The If-Match header of an edit: a strong entity tag (`"2026-11-22T10:00:00.000Z"`), or the bare timestamp. */
export const ifMatchHeadersSchema = z.looseObject({
  'if-match': z
    .string()
    .transform((value) => value.trim().replace(/^"(.*)"$/, '$1'))
    .pipe(z.iso.datetime({ error: VERSION_MESSAGES.invalidIfMatch }))
    .optional(),
});
