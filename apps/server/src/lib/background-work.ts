/**
 * Work started after a request's answer is sent (an e-mail, say), so the answer and its timing do
 * not depend on it. `settled()` waits for what was started: tests, and shutdown before the mailer closes.
 */
export function createBackgroundWork() {
  const pending = new Set<Promise<void>>();
  return {
    run(work: () => Promise<void>, onError: (error: unknown) => void): void {
      const started = work().catch(onError);
      pending.add(started);
      void started.finally(() => pending.delete(started));
    },

    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

export type BackgroundWork = ReturnType<typeof createBackgroundWork>;
