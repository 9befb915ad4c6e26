import { ERROR_TEXTS } from '@grant/shared';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazyZodResolver } from './lazy-zod-resolver';
import { firstUnshownError } from './use-server-error';

type Values = { email: string };
const schema = z.object({ email: z.email({ error: 'Enter a valid email.' }) });
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>;

describe('a form check whose schema loads at its first use', () => {
  it('loads the schema once, at the first check, and checks with it', async () => {
    let loads = 0;
    const check = lazyZodResolver<Values>(async () => {
      loads += 1;
      return schema;
    });
    expect(loads).toBe(0);
    const bad = await check.resolver({ email: 'nope' }, undefined, options);
    expect(bad.errors.email?.message).toBe('Enter a valid email.');
    const good = await check.resolver({ email: 'a@b.co' }, undefined, options);
    expect(good).toEqual({ values: { email: 'a@b.co' }, errors: {} });
    expect(loads).toBe(1);
  });

  it('answers a failed load with an error of the whole form, and tries again at the next check', async () => {
    let attempt = 0;
    const check = lazyZodResolver<Values>(async () => {
      attempt += 1;
      if (attempt === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return schema;
    });
    const offline = await check.resolver({ email: 'a@b.co' }, undefined, options);
    expect(offline.values).toEqual({});
    expect(firstUnshownError(offline.errors)).toBe(ERROR_TEXTS.networkProblem);
    const back = await check.resolver({ email: 'nope' }, undefined, options);
    expect(back.errors.email?.message).toBe('Enter a valid email.');
    expect(attempt).toBe(2);
  });
});
