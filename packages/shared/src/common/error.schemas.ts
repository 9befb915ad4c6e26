import { z } from 'zod';

/** The one error body every API failure answers with. */
export const errorResponseSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const idParamsSchema = z.object({ id: z.uuid({ error: 'That id is not valid.' }) });

export const modifiedCountSchema = z.object({ modifiedCount: z.number().int() });
export const deletedCountSchema = z.object({ deletedCount: z.number().int() });
export const insertedIdSchema = z.object({ insertedId: z.string() });
/** A 204 answer: no body (the web's api client reads it as null). */
export const noContentSchema = z.null();
