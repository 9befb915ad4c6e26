import { describe, expect, it } from 'vitest';
import { bangladeshiMobileSchema, normalizeBangladeshiMobile } from './phone';

describe('Bangladeshi mobile numbers', () => {
  it.each([
    ['01712345678', '+8801712345678'],
    ['+8801912345678', '+8801912345678'],
    ['8801312345678', '+8801312345678'],
    ['01812-345678', '+8801812345678'],
    [' +880 1512 345 678 ', '+8801512345678'],
  ])('reads %s as %s', (input, expected) => {
    expect(normalizeBangladeshiMobile(input)).toBe(expected);
    expect(bangladeshiMobileSchema.parse(input)).toBe(expected);
  });

  it.each([
    '01212345678', // 012: no operator
    '01112345678',
    '0171234567', // one digit short
    '017123456789',
    '1712345678', // neither 0 nor the country code
    '+8811712345678',
    '+44 7700 900123',
    '02-9876543', // a Dhaka landline
    '',
  ])('refuses %s', (input) => {
    expect(normalizeBangladeshiMobile(input)).toBeUndefined();
    expect(bangladeshiMobileSchema.safeParse(input).success).toBe(false);
  });
});
