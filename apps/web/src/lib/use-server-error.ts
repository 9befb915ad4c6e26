import { useCallback, useState } from 'react';

/**
 * A form's last answer from the server (a message, or the error itself). The answer is about what was sent
 * then: give `clearServerError` to `handleSubmit` as its second handler too, so that any new submit drops it,
 * also one the form's own checks stop (else an old 'Email or password is incorrect.' stays beside new
 * field errors).
 */
export function useServerError<E>(initial: () => E | null = () => null) {
  const [serverError, setServerError] = useState<E | null>(initial);
  const clearServerError = useCallback(() => setServerError(null), []);
  return { serverError, setServerError, clearServerError };
}
