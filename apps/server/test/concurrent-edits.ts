import { VERSION_MESSAGES } from '@grant/shared';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** How many editors race for one record in the concurrency tests. */
export const EDITORS = 20;

/**
 * Sends `EDITORS` edits at once (on PostgreSQL a pool of connections serves them truly concurrently)
 * and asserts the optimistic-concurrency outcome: exactly one 200, every other 412 with the message
 * a person can act on. Answers the index of the winner.
 */
export async function expectOneWinner(edit: (editor: number) => Promise<LightMyRequestResponse>): Promise<number> {
  const answers = await Promise.all(Array.from({ length: EDITORS }, (_, editor) => edit(editor)));
  const codes = answers.map((answer) => answer.statusCode);
  expect(
    codes.filter((code) => code === 200),
    `status codes: ${codes.join(' ')}`,
  ).toHaveLength(1);
  expect(codes.filter((code) => code === 412)).toHaveLength(EDITORS - 1);
  for (const answer of answers.filter((a) => a.statusCode === 412)) {
    expect(answer.json()).toEqual({ statusCode: 412, error: 'Precondition Failed', message: VERSION_MESSAGES.changedSinceRead });
  }
  return codes.indexOf(200);
}
