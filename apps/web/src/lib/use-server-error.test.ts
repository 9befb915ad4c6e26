import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { firstUnshownError } from './use-server-error';

const input = { name: 'title' };

describe('an error that no field of the form shows', () => {
  it('is found when its value has no input, in a nested value too, or belongs to the whole form', () => {
    expect(firstUnshownError({ title: { type: 'too_small', message: 'Write a title.', ref: input } })).toBeUndefined();
    expect(
      firstUnshownError({
        title: { type: 'too_small', message: 'Write a title.', ref: input },
        imageUrl: { type: 'invalid_type', message: 'Choose a picture.' },
      }),
    ).toBe('Choose a picture.');
    expect(firstUnshownError({ stock: [{ units: { type: 'too_big', message: 'At most 9,999 units.' } }] })).toBe('At most 9,999 units.');
    expect(firstUnshownError({ '': { type: 'custom', message: 'The end comes after the start.' } })).toBe('The end comes after the start.');
    expect(firstUnshownError({})).toBeUndefined();
  });

  it("is told apart by the ref zodResolver gives only to the form's registered fields", async () => {
    const schema = z.object({ title: z.string().min(1, 'Write a title.'), imageUrl: z.string({ error: 'Choose a picture.' }) });
    // As react-hook-form calls a resolver: the registered (rendered) fields, each with its element as ref.
    const fields = { title: { name: 'title', ref: input } };
    const { errors } = await zodResolver(schema)({ title: '', imageUrl: null } as never, undefined, {
      fields,
      names: ['title'],
      shouldUseNativeValidation: false,
    } as never);
    expect(errors.title?.ref).toBe(input);
    expect(firstUnshownError(errors)).toBe('Choose a picture.');
  });
});
