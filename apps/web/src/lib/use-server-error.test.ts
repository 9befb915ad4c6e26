import { describe, expect, it } from 'vitest';
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
});
