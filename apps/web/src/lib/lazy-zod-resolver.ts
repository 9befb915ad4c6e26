import { ERROR_TEXTS } from '@grant/shared';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import { onDemand, preload } from './on-demand';

/**
 * A react-hook-form resolver whose zod schema (with zod's schema code and the resolver) loads at the
 * form's first check, not with the page: building zod schemas is a long task on a slow phone, and a
 * visitor who only reads the page needs none. Give `preload` to the form's first focus (or touch), so
 * that the first submit does not wait. If the code cannot be fetched, the check answers with an
 * error of the whole form (shown by `useServerError`'s `onInvalid`), and the next check tries again.
 */
export function lazyZodResolver<T extends FieldValues>(loadSchema: () => Promise<ZodType>) {
  const check = onDemand(() =>
    Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema as never) as unknown as Resolver<T>,
    ),
  );
  const resolver: Resolver<T> = async (values, context, options) => {
    let resolve: Resolver<T>;
    try {
      resolve = await check.load();
    } catch {
      const errors = { root: { type: 'network', message: ERROR_TEXTS.networkProblem } } as FieldErrors<T>;
      return { values: {}, errors };
    }
    return resolve(values, context, options);
  };
  return { resolver, preload: () => preload(check) };
}
