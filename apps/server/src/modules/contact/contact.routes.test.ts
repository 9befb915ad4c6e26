import { randomBytes } from 'node:crypto';
import { MESSAGES } from '@grant/shared';
import { describe, expect, it } from 'vitest';
import { nextMillisecond } from '../../../test/factories';
import { EVERY_KIND, expectActiveAdminsOnly, testAppWith } from '../../../test/test-app-with';

const { t, admin, volunteer, donor, blocked, blockedAdmin } = await testAppWith(EVERY_KIND);

/** The form is limited per client address; each test writes from an address of its own. */
let lastAddress = 10;
const nextAddress = () => `127.0.1.${++lastAddress}`;

const send = (payload: unknown, options: { headers?: Record<string, string>; from?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: payload as object,
    headers: options.headers ?? {},
    remoteAddress: options.from ?? nextAddress(),
  });
const list = (query = '', headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'GET', url: `/api/contact${query}`, headers });
const valid = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ayesha Siddika',
  email: 'ayesha@example.test',
  message: 'Can our college host a blood drive next month?',
  ...overrides,
});

describe('POST /api/contact', () => {
  it('stores a message from anyone signed out: 201 with insertedId, fields trimmed, email lower-cased', async () => {
    const res = await send(valid({ name: '  Ayesha Siddika ', email: ' Ayesha@Example.TEST ', message: '\n Hello there \n' }));
    expect(res.statusCode).toBe(201);
    const { insertedId } = res.json();
    expect(insertedId).toMatch(/^[0-9a-f-]{36}$/);

    const stored = (await list('?limit=100')).json().find((m: { _id: string }) => m._id === insertedId);
    expect(stored).toEqual({
      _id: insertedId,
      name: 'Ayesha Siddika',
      email: 'ayesha@example.test',
      message: 'Hello there',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it.each([
    ['donner', () => donor],
    ['blocked donner', () => blocked],
    ['volunteer', () => volunteer],
    ['admin', () => admin],
  ])('is open to a %s too', async (_who, caller) => {
    expect((await send(valid(), { headers: caller().headers })).statusCode).toBe(201);
  });

  it.each([
    ['no name', { name: undefined }, 'Full name is required.'],
    ['a blank name', { name: '   ' }, 'Full name is required.'],
    ['a name of 101 characters', { name: 'n'.repeat(101) }, 'Full name must be at most 100 characters.'],
    ['no email', { email: undefined }, 'Email is required.'],
    ['an invalid email', { email: 'ayesha-at-example' }, 'Enter a valid email address.'],
    ['a blank message', { message: ' \n\t ' }, 'Message is required.'],
    ['a message of 5001 characters', { message: 'm'.repeat(5001) }, 'Message must be at most 5000 characters.'],
    ['a message that is not text', { message: 42 }, 'Message is required.'],
  ])('refuses %s with 400 and says why', async (_case, overrides, message) => {
    const res = await send(valid(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
  });

  it('accepts the limits exactly: a 100-character name and a 5000-character message', async () => {
    expect((await send(valid({ name: 'n'.repeat(100), message: 'm'.repeat(5000) }))).statusCode).toBe(201);
  });

  it('refuses a body that is not JSON with 400, and stores nothing for it', async () => {
    const before = Number((await list()).headers['x-total-count']);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{oops',
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode).toBe(400);
    expect(Number((await list()).headers['x-total-count'])).toBe(before);
  });

  it('keeps markup as the text it is: stored and answered unchanged, as JSON', async () => {
    const markup = '<img src=x onerror="alert(1)"><script>alert(2)</script> & "quotes"';
    const { insertedId } = (await send(valid({ name: '<b>Bold</b>', message: markup }))).json();
    const res = await list('?limit=100');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json().find((m: { _id: string }) => m._id === insertedId)).toMatchObject({ name: '<b>Bold</b>', message: markup });
  });

  it('allows 5 messages per address in 10 minutes, then answers 429; another address still gets through', async () => {
    const from = nextAddress();
    for (let i = 0; i < 5; i++) expect((await send(valid(), { from })).statusCode, `message ${i + 1}`).toBe(201);
    const refused = await send(valid(), { from });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ statusCode: 429, error: 'Too Many Requests', message: MESSAGES.tooManyAttempts });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(valid(), { from: nextAddress() })).statusCode).toBe(201);
  });
});

describe('GET /api/contact', () => {
  it('is for active admins only: 401 anonymous, 403 donner, blocked donner, volunteer and blocked admin', async () => {
    await expectActiveAdminsOnly((headers) => list('', headers), { admin, volunteer, donor, blocked, blockedAdmin });
  });

  it('pages newest first with page and limit, and gives the total in X-Total-Count', async () => {
    const tag = randomBytes(4).toString('hex');
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push((await send(valid({ message: `${tag} ${i}` }))).json().insertedId);
      await nextMillisecond();
    }

    const first = await list('?page=1&limit=2');
    expect(first.statusCode).toBe(200);
    expect(first.json().map((m: { _id: string }) => m._id)).toEqual([ids[2], ids[1]]);
    const second = await list('?page=2&limit=2');
    expect(second.json()[0]._id).toBe(ids[0]);

    const total = Number(first.headers['x-total-count']);
    expect(total).toBeGreaterThanOrEqual(3);
    const all = await list('?limit=100');
    expect(all.json()).toHaveLength(total);
    expect(await list(`?page=${total + 1}&limit=1`).then((r) => r.json())).toEqual([]);
  });

  it.each(['page=0', 'limit=0', 'limit=101', 'page=abc'])('refuses %s with 400', async (query) => {
    expect((await list(`?${query}`)).statusCode).toBe(400);
  });
});
