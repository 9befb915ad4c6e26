import { z } from 'zod';
import { LIMITS } from './limits';
import { CURSOR_PATTERN, LATEST_CURSOR_MS, type ListCursor, PAGING_MESSAGES } from './paging';

/** A `cursor` query parameter, read into the row it names: a time no row can hold is no cursor the app gave. */
export const listCursorSchema = z
  .string()
  .regex(CURSOR_PATTERN, { error: PAGING_MESSAGES.staleCursor })
  .transform((value, context): ListCursor => {
    const [, ms, id] = CURSOR_PATTERN.exec(value) as RegExpExecArray;
    if (Number(ms) > LATEST_CURSOR_MS) context.addIssue({ code: 'custom', message: PAGING_MESSAGES.staleCursor });
    return { at: new Date(Number(ms)), id: (id as string).toLowerCase() };
  });

export const paginationQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a number.' })
    .int()
    .min(1, { error: 'page starts at 1.' })
    .max(LIMITS.pageMax, { error: `page must be at most ${LIMITS.pageMax}.` })
    .default(1),
  limit: z.coerce
    .number({ error: 'limit must be a number.' })
    .int()
    .min(1, { error: 'limit must be at least 1.' })
    .max(LIMITS.pageSizeMax, { error: `limit must be at most ${LIMITS.pageSizeMax}.` })
    .default(LIMITS.pageSizeDefault),
  /** Given, the page is the one after the row it names, and `page` is not used. */
  cursor: listCursorSchema.optional(),
});
