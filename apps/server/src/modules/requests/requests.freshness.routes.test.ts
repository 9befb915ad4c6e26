import { PAGE_HEADERS, PAGING_MESSAGES } from '@grant/shared';
import { and, count, eq, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { nextMillisecond } from '../../../test/factories';
import { createRequest, requestBody } from '../../../test/request-factories';
import { ADMIN, ANYONE, testAppWith } from '../../../test/test-app-with';
import { donationRequests } from '../../db/schema/index';

// Lists are read through the read cache, invalidated by tag (decision 0033), and their totals come
// from counter rows a trigger keeps: after each write, every list it changes must show it at the next
// read, with the exact count, and a list it does not change may stay cached.
const { t, requester, donor, secondDonor, admin } = await testAppWith({
  requester: ANYONE,
  donor: ANYONE,
  secondDonor: ANYONE,
  admin: ADMIN,
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** The ids and the total a list answers, and the truth from the table. */
async function listOf(url: string, where: SQL | undefined, headers: Record<string, string> = {}) {
  const res = await get(`${url}${url.includes('?') ? '&' : '?'}limit=100`, headers);
  expect(res.statusCode, url).toBe(200);
  const [truth] = await t.db.select({ value: count() }).from(donationRequests).where(where);
  return {
    ids: (res.json() as { _id: string }[]).map((row) => row._id),
    total: Number(res.headers[PAGE_HEADERS.total]),
    truth: truth?.value ?? 0,
  };
}

const place = { blood: 'B-', division: 'Rangpur', district: 'Nilphamari' } as const;
const r = donationRequests;
/** Every list a request of `place` is in, as a reader asks for it, with its filter in SQL. */
const lists = () => [
  { name: 'pending', url: '/api/pending', where: eq(r.status, 'pending') },
  { name: 'search (division)', url: `/api/search?blood=B-&division=Rangpur`, where: and(eq(r.blood, 'B-'), eq(r.division, 'Rangpur')) },
  {
    name: 'search (district)',
    url: `/api/search?blood=B-&division=Rangpur&district=Nilphamari`,
    where: and(eq(r.blood, 'B-'), eq(r.division, 'Rangpur'), eq(r.district, 'Nilphamari')),
  },
  {
    name: 'search (other district)',
    url: `/api/search?blood=B-&division=Rangpur&district=Dinajpur`,
    where: and(eq(r.blood, 'B-'), eq(r.division, 'Rangpur'), eq(r.district, 'Dinajpur')),
  },
  { name: 'all (staff)', url: '/api/request', where: undefined, headers: admin.headers },
  { name: 'in progress (staff)', url: '/api/pending/all?status=inprogress', where: eq(r.status, 'inprogress'), headers: admin.headers },
  { name: 'done (staff)', url: '/api/request?status=done', where: eq(r.status, 'done'), headers: admin.headers },
  {
    name: "requester's own",
    url: `/api/request/${requester.user.email}`,
    where: eq(r.requesterId, requester.user.id),
    headers: requester.headers,
  },
];

/** Reads every list (so each is cached), checks each against the table, and answers which hold `id`. */
async function expectListsTrue(id: string) {
  const holding: string[] = [];
  for (const list of lists()) {
    const { ids, total, truth } = await listOf(list.url, list.where, list.headers);
    expect(total, list.name).toBe(truth);
    if (ids.includes(id)) holding.push(list.name);
  }
  return holding;
}

const write = async (method: 'POST' | 'PATCH' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) => {
  const res = await t.app.inject({ method, url, headers, payload });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res;
};

describe('a write shows in the next read of every list it changes, with exact counts', () => {
  it('follows a request through creation, pledges, an edit, done, and deletion', async () => {
    await expectListsTrue('none');
    const created = await write('POST', '/api/request', requester.headers, requestBody({ ...place, bags: 2 }));
    const id = created.json().insertedId as string;
    expect(await expectListsTrue(id)).toEqual(['pending', 'search (division)', 'search (district)', 'all (staff)', "requester's own"]);

    // The alert wave writes the request's notified count: its page shows it at once.
    await t.services.jobWorker.drain();
    const byId = await get(`/api/request/man/${id}`, requester.headers);
    const [row] = await t.db.select({ notified: r.notifiedCount }).from(r).where(eq(r.id, id));
    expect(byId.json().notifiedCount).toBe(row?.notified);

    await write('PATCH', `/api/request/${id}`, donor.headers);
    expect(await expectListsTrue(id)).toEqual(['pending', 'search (division)', 'search (district)', 'all (staff)', "requester's own"]);
    await write('PATCH', `/api/request/${id}`, secondDonor.headers);
    expect(await expectListsTrue(id)).toEqual([
      'search (division)',
      'search (district)',
      'all (staff)',
      'in progress (staff)',
      "requester's own",
    ]);

    // Moving it to another district moves it between the searches.
    await write('PATCH', `/api/update/${id}`, requester.headers, { division: 'Rangpur', district: 'Dinajpur' });
    expect(await expectListsTrue(id)).toEqual([
      'search (division)',
      'search (other district)',
      'all (staff)',
      'in progress (staff)',
      "requester's own",
    ]);

    await write('PATCH', `/api/request/done/${id}`, requester.headers);
    expect(await expectListsTrue(id)).toEqual([
      'search (division)',
      'search (other district)',
      'all (staff)',
      'done (staff)',
      "requester's own",
    ]);

    await write('DELETE', `/api/delete/${id}`, admin.headers);
    expect(await expectListsTrue(id)).toEqual([]);
  });

  it('keeps a list the write does not change (a search elsewhere stays cached)', async () => {
    const elsewhere = '/api/search?blood=B-&division=Sylhet';
    await get(elsewhere);
    const loads = t.services.readCache.peek(`answer ${elsewhere}`);
    expect(loads).toBeDefined();
    await write('POST', '/api/request', requester.headers, requestBody(place));
    expect(t.services.readCache.peek(`answer ${elsewhere}`)).toBe(loads);
    expect(t.services.readCache.peek('answer /api/pending')).toBeUndefined();
  });
});

describe('pages by cursor', () => {
  it('walks a list by X-Next-Cursor exactly as by page numbers, and the last page has none', async () => {
    for (let i = 0; i < 5; i++) {
      await createRequest(t, requester.user, { blood: 'AB-', division: 'Barishal', district: 'Bhola' });
      if (i % 2) await nextMillisecond();
    }
    const url = '/api/search?blood=AB-&division=Barishal&district=Bhola&limit=2';
    const byNumber: string[] = [];
    for (let page = 1; page <= 3; page++)
      byNumber.push(...(await get(`${url}&page=${page}`)).json().map((row: { _id: string }) => row._id));
    const byCursor: string[] = [];
    let next: string | undefined;
    let pages = 0;
    do {
      const res = await get(next ? `${url}&cursor=${next}` : url);
      expect(Number(res.headers[PAGE_HEADERS.total])).toBe(5);
      byCursor.push(...res.json().map((row: { _id: string }) => row._id));
      next = res.headers[PAGE_HEADERS.nextCursor] as string | undefined;
      pages++;
    } while (next);
    expect(pages).toBe(3);
    expect(byCursor).toEqual(byNumber);
    expect(new Set(byCursor).size).toBe(5);
  });

  it('refuses a cursor it did not make, with a message a person can act on', async () => {
    for (const cursor of ['nonsense', '123', `1.${'z'.repeat(36)}`]) {
      const res = await get(`/api/pending?cursor=${cursor}`);
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json().message).toContain(PAGING_MESSAGES.staleCursor);
    }
  });

  it('pages the other lists by cursor too (users, for an admin)', async () => {
    const first = await get('/api/users?limit=2', admin.headers);
    expect(first.statusCode).toBe(200);
    const next = first.headers[PAGE_HEADERS.nextCursor] as string;
    expect(next).toBeTruthy();
    const second = await get(`/api/users?limit=2&cursor=${next}`, admin.headers);
    const page2 = await get('/api/users?limit=2&page=2', admin.headers);
    expect(second.json()).toEqual(page2.json());
  });
});
