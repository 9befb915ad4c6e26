import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type SignedInUser, signedInUser } from '../../../test/factories';
import { createRequest } from '../../../test/request-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let base: string;
let volunteer: SignedInUser;
let requester: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  volunteer = await signedInUser(t, { role: 'volunteer' });
  requester = await signedInUser(t);
});
afterAll(async () => {
  // Node's fetch may leave a spare connection open that never sends a request; the server would wait for it.
  t.app.server.closeAllConnections();
  await t.close();
});

/** Opens the board's event stream as `who`; `next()` answers the next event's name (or a timeout). */
async function openEvents(who: SignedInUser) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/triage/events`, {
    headers: { ...who.headers, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const reader = res.body?.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  // One read at a time: a read left waiting by a timeout is the one the next call waits on.
  let reading: Promise<{ done: boolean; value?: string }> | undefined;
  async function next(timeoutMs = 3000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const match = buffered.match(/event: (\w+)\n/);
      if (match?.index !== undefined) {
        buffered = buffered.slice(match.index + match[0].length);
        return match[1] ?? '';
      }
      reading ??= reader?.read();
      const read = await Promise.race([
        reading,
        new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), deadline - Date.now())),
      ]);
      if (!read) return 'timeout';
      reading = undefined;
      if (read.done) return 'ended';
      buffered += read.value;
    }
  }
  return { res, next, close: () => controller.abort() };
}

it('tells an open board of a claim and of a new request, as server-sent events, to staff only', async () => {
  const row = await createRequest(t, requester.user);
  const events = await openEvents(volunteer);
  expect(events.res.status).toBe(200);
  expect(events.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  expect(events.res.headers.get('x-content-type-options')).toBe('nosniff');

  await t.app.inject({ method: 'POST', url: `/api/triage/${row.id}/claim`, headers: volunteer.headers });
  expect(await events.next()).toBe('change');
  // Nothing else is under way: no event comes unless something changes.
  expect(await events.next(700)).toBe('timeout');

  const res = await t.app.inject({
    method: 'POST',
    url: '/api/request',
    headers: requester.headers,
    payload: {
      recipientName: 'Moni Begum',
      hospitalName: 'Dhaka Medical College Hospital',
      message: 'Two bags before surgery.',
      division: 'Dhaka',
      district: 'Gazipur',
      blood: 'B+',
      donationDate: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
      donationTime: '10:00',
    },
  });
  expect(res.statusCode).toBe(201);
  expect(await events.next()).toBe('change');
  events.close();

  const refused = await fetch(`${base}/api/triage/events`, { headers: { ...requester.headers, accept: 'text/event-stream' } });
  expect(refused.status).toBe(403);
  await refused.text();
  const plain = await t.app.inject({ method: 'GET', url: '/api/triage/events', headers: volunteer.headers });
  expect(plain.statusCode).toBe(406);
});
