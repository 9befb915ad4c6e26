import type { z } from 'zod';

export const NOTHING_TO_CHANGE = 'Change at least one field.';

/** A PATCH body must change something: `{}` is refused (400) rather than answered as a change of nothing. */
export const requireSomeChange = <T extends z.ZodType<object>>(schema: T): T =>
  schema.refine((body) => Object.keys(body).length > 0, { error: NOTHING_TO_CHANGE }) as T;
