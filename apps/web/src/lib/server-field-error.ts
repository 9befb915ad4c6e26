/**
 * Puts a server refusal on the field it is about, found by its message (the server's errors name no
 * field, and each message of the shared texts is about one field). False when no field claims it: the
 * form then shows it under itself.
 */
export function showOnField<F extends string>(
  error: unknown,
  fields: Partial<Record<F, readonly string[]>>,
  setError: (field: F, error: { type: 'server'; message: string }) => void,
): boolean {
  const message = error instanceof Error ? error.message : undefined;
  if (!message) return false;
  for (const [field, messages] of Object.entries(fields) as [F, readonly string[]][]) {
    if (messages.includes(message)) {
      setError(field, { type: 'server', message });
      return true;
    }
  }
  return false;
}
