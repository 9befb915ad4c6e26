import { describe, expect, it } from 'vitest';
import { argon2Options, TEST_FAST_PASSWORD_HASH } from './password-hasher';

const REAL_COST = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

describe('argon2 parameters', () => {
  it("are OWASP's minimum in production, even with the tests' switch set", () => {
    expect(argon2Options({ NODE_ENV: 'production', [TEST_FAST_PASSWORD_HASH]: '1' })).toMatchObject(REAL_COST);
    expect(argon2Options({})).toMatchObject(REAL_COST);
  });

  it('are cheap only in a test run that asks for it', () => {
    expect(argon2Options({ NODE_ENV: 'test' })).toMatchObject(REAL_COST);
    expect(argon2Options({ NODE_ENV: 'test', [TEST_FAST_PASSWORD_HASH]: '1' }).memoryCost).toBeLessThan(REAL_COST.memoryCost);
  });
});
