import { createParser } from 'eventsource-parser';
import { useEffect, useRef } from 'react';
import { ApiError, apiStream } from '../../../lib/api-client';

/** How long to wait before opening the stream again after it broke (the server ends it every 10 minutes anyway). */
const RETRY_MS = 3000;

/**
 * Follows the board's server-sent events (GET /api/triage/events) while the page is open, and calls
 * `onChange` for each change and after each reconnection (a change may have come while it was away).
 * Read with fetch, not EventSource, which cannot send the session token.
 */
export function useBoardEvents(onChange: () => void) {
  const latest = useRef(onChange);
  latest.current = onChange;

  useEffect(() => {
    const controller = new AbortController();
    const parser = createParser({
      onEvent: (event) => {
        if (event.event === 'change') latest.current();
      },
    });
    async function follow() {
      for (let first = true; !controller.signal.aborted; first = false) {
        try {
          const stream = await apiStream('/triage/events', controller.signal);
          if (!first) latest.current();
          parser.reset();
          const reader = stream.getReader();
          const decoder = new TextDecoder();
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            parser.feed(decoder.decode(value, { stream: true }));
          }
        } catch (error) {
          // Signed out or no longer staff: nothing more will come.
          if (controller.signal.aborted || (error instanceof ApiError && (error.status === 401 || error.status === 403))) return;
        }
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    }
    void follow();
    return () => controller.abort();
  }, []);
}
