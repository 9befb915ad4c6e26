import { useCallback, useState } from 'react';
import { errorMessage } from './api-client';

/**
 * A form's last answer from the server (a message, or the error itself). The answer is about what was sent
 * then: give `onInvalid` to `handleSubmit` as its second handler, so that any new submit drops it, also one
 * the form's own checks stop (else an old 'Email or password is incorrect.' stays beside new field errors).
 * `onInvalid` also shows, in the same place, an error that no field of the form can show: without it a
 * submit stopped by such an error did nothing at all (the drive form's hidden picture field, 27 Nov).
 * E is a message (string) or the error itself (unknown): both kinds of form show a string.
 */
export function useServerError<E>(initial: () => E | null = () => null) {
  const [serverError, setServerError] = useState<E | null>(initial);
  const clearServerError = useCallback(() => setServerError(null), []);
  const onInvalid = useCallback((errors: object) => setServerError((firstUnshownError(errors) as E | undefined) ?? null), []);
  return { serverError, setServerError, clearServerError, onInvalid };
}

/**
 * The same for a form whose answer is a react-query mutation's (most dialogs): `message` is the
 * mutation's refusal or an error no field shows. Give `onInvalid` to `handleSubmit` (it drops the old
 * refusal too), call `clear` when a valid submit starts and when the dialog closes.
 */
export function useMutationFormError(mutation: { error: unknown; reset: () => void }) {
  const { serverError: unshownError, clearServerError, onInvalid: showUnshown } = useServerError<string>();
  const { reset } = mutation;
  const onInvalid = useCallback(
    (errors: object) => {
      reset();
      showUnshown(errors);
    },
    [reset, showUnshown],
  );
  const clear = useCallback(() => {
    reset();
    clearServerError();
  }, [reset, clearServerError]);
  return { message: unshownError ?? (mutation.error ? errorMessage(mutation.error) : null), onInvalid, clear };
}

/**
 * The message of the first field error that no input of the form shows. react-hook-form's resolver gives an
 * error the `ref` of its registered field; an error with none belongs to a value the form holds without an
 * input (or to the whole form: a schema refinement without a path), so nothing on the page would say it.
 */
export function firstUnshownError(errors: object): string | undefined {
  const error = errors as { type?: unknown; message?: unknown; ref?: unknown };
  if (typeof error.type === 'string') return !error.ref && typeof error.message === 'string' ? error.message : undefined;
  for (const nested of Object.values(errors)) {
    if (!nested || typeof nested !== 'object') continue;
    const message = firstUnshownError(nested);
    if (message) return message;
  }
  return undefined;
}
