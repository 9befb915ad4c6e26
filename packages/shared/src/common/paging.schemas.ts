import { z } from 'zod';
import { CURSOR_PATTERN, type ListCursor, PAGING_MESSAGES } from './paging';

/** A `cursor` query parameter, read into the row it names. */
export const listCursorSchema = z
  .string()
  .regex(CURSOR_PATTERN, { error: PAGING_MESSAGES.staleCursor })
  .transform((value): ListCursor => {
    const [, ms, id] = CURSOR_PATTERN.exec(value) as RegExpExecArray;
    return { at: new Date(Number(ms)), id: (id as string).toLowerCase() };
  });
