import { describe, expect, it } from 'vitest';
import { firstPasswordProblem } from './password';

describe('firstPasswordProblem: the spec checks in order, first failure wins', () => {
  it.each([
    ['shorter than 6, even with everything else wrong', 'ab', 'zz', 'Password must be at least 6 characters'],
    ['5 characters of every kind', 'Ab1cD', 'Ab1cD', 'Password must be at least 6 characters'],
    ['no uppercase (lowercase, digit and mismatch also wrong)', '123456', 'x', 'Password must be a Uppercase letter'],
    ['no uppercase with lowercase and digit', 'abcdef1', 'abcdef1', 'Password must be a Uppercase letter'],
    ['no lowercase (digit and mismatch also wrong)', 'ABCDEF', 'x', 'Password must be a Lowercase letter'],
    ['no digit (mismatch also wrong)', 'Abcdef', 'x', 'Password must be a number '],
    ['a valid password that differs from its confirmation', 'Abcde1', 'Abcde2', 'password or confirmPassword not equal '],
    ['confirmation differing only in case', 'Abcde1', 'abcde1', 'password or confirmPassword not equal '],
  ])('%s', (_case, password, confirm, message) => {
    expect(firstPasswordProblem(password, confirm)).toBe(message);
  });

  it('accepts exactly 6 characters with an uppercase, a lowercase and a digit, confirmed', () => {
    expect(firstPasswordProblem('Abcde1', 'Abcde1')).toBeUndefined();
  });
});
