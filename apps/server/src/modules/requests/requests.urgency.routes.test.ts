import { describe, expect, it } from 'vitest';
import { requestBody } from '../../../test/request-factories';
import { ANYONE, testAppWith } from '../../../test/test-app-with';

const { t, requester } = await testAppWith({ requester: ANYONE });

const create = (payload: object) => t.app.inject({ method: 'POST', url: '/api/request', headers: requester.headers, payload });
const getOne = (id: string) => t.app.inject({ method: 'GET', url: `/api/request/man/${id}`, headers: requester.headers });

describe('request urgency and bags (additions to the spec, with defaults)', () => {
  it("defaults to normal urgency and one bag when a client sends only the spec's fields", async () => {
    const { insertedId } = (await create(requestBody())).json();
    expect((await getOne(insertedId)).json()).toMatchObject({ urgency: 'normal', bags: 1 });
  });

  it('stores the urgency and bags given, and shows them in the detail and the public lists', async () => {
    const res = await create(requestBody({ urgency: 'critical', bags: 3, division: 'Barishal', district: 'Bhola' }));
    expect(res.statusCode).toBe(201);
    expect((await getOne(res.json().insertedId)).json()).toMatchObject({ urgency: 'critical', bags: 3 });
    const pending = await t.app.inject({ method: 'GET', url: '/api/search?blood=A%2B&division=Barishal' });
    expect(pending.json()).toEqual([expect.objectContaining({ urgency: 'critical', bags: 3 })]);
  });

  it('lets the requester change them, and leaves them alone when an edit does not mention them', async () => {
    const { insertedId } = (await create(requestBody({ urgency: 'urgent', bags: 2 }))).json();
    const edit = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/update/${insertedId}`, headers: requester.headers, payload });
    expect((await edit({ hospitalName: 'Square Hospital' })).statusCode).toBe(200);
    expect((await getOne(insertedId)).json()).toMatchObject({ urgency: 'urgent', bags: 2 });
    expect((await edit({ urgency: 'critical', bags: 4 })).statusCode).toBe(200);
    expect((await getOne(insertedId)).json()).toMatchObject({ urgency: 'critical', bags: 4 });
  });

  it.each([
    [{ urgency: 'whenever' }, /urgency/],
    [{ bags: 0 }, /1 to 10 bags/],
    [{ bags: 11 }, /1 to 10 bags/],
    [{ bags: 1.5 }, /whole number/],
  ])('refuses %o with a message', async (overrides, message) => {
    const res = await create(requestBody(overrides as object));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });
});
