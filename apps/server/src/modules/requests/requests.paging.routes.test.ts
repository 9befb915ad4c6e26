import { describe, expect, it } from 'vitest';
import { requestBody } from '../../../test/request-factories';
import { ANYONE, testAppWith } from '../../../test/test-app-with';

// The public lists are paged by a bounded offset, and their totals are cached a few seconds
// (lib/read-cache.ts): a change made through the API must still show in them at once.
const { t, requester, donor } = await testAppWith({ requester: ANYONE, donor: ANYONE });

const totalOf = async (url: string) => Number((await t.app.inject({ method: 'GET', url })).headers['x-total-count']);
const search = '/api/search?blood=AB-&division=Sylhet';

describe('X-Total-Count of the public lists', () => {
  it('counts a new request, a confirmed one and a deleted one at once', async () => {
    const [pending, found] = [await totalOf('/api/pending'), await totalOf(search)];
    const body = requestBody({ blood: 'AB-', division: 'Sylhet', district: 'Sylhet' });
    const created = await t.app.inject({ method: 'POST', url: '/api/request', headers: requester.headers, payload: body });
    expect(created.statusCode).toBe(201);
    const id = created.json().insertedId;
    expect([await totalOf('/api/pending'), await totalOf(search)]).toEqual([pending + 1, found + 1]);

    const confirmed = await t.app.inject({ method: 'PATCH', url: `/api/request/${id}`, headers: donor.headers });
    expect(confirmed.statusCode).toBe(200);
    expect([await totalOf('/api/pending'), await totalOf(search)]).toEqual([pending, found + 1]);

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/delete/${id}`, headers: requester.headers });
    expect(deleted.statusCode).toBe(200);
    expect(await totalOf(search)).toBe(found);
  });
});

describe('paging by offset', () => {
  it('is bounded: a page past the last allowed one is a 400 that says the limit', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/pending?page=1000&limit=100' })).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/api/pending?page=1001' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('page must be at most 1000');
  });
});
