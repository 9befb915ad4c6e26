import { z } from 'zod';
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
