import { existsSync } from 'node:fs';
import path from 'node:path';
import { PRIVACY_TEXTS } from '@grant/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlog } from '../../../test/blog-factories';
import { bearer, createUser, images, login, multipart, PASSWORD, registerFields, signedInUser, uniqueEmail } from '../../../test/factories';
import { payBody } from '../../../test/payment-factories';
import { createRequest, requestBody } from '../../../test/request-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { sessions } from '../../db/schema/index';
import { hashSessionToken, newSessionToken } from '../auth/session-token';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** Every text-like column of every table holding `needle` somewhere (case-insensitive): `table.column (n)`. */
async function findEverywhere(needle: string): Promise<string[]> {
  const columns = (await t.db.execute(sql`select table_name, column_name from information_schema.columns
      where table_schema = current_schema() and data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`)) as unknown as {
    rows: { table_name: string; column_name: string }[];
  };
  const found: string[] = [];
  for (const { table_name, column_name } of columns.rows) {
    const result = (await t.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table_name)} where ${sql.identifier(column_name)}::text ilike ${`%${needle}%`}`,
    )) as unknown as { rows: { n: number }[] };
    const n = result.rows[0]?.n ?? 0;
    if (n > 0) found.push(`${table_name}.${column_name} (${n})`);
  }
  return found;
}

const count = async (query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
const figures = async () => ({
  requests: await count(sql`select count(*)::int as n from donation_requests`),
  done: await count(sql`select count(*)::int as n from donation_requests where status = 'done'`),
  donations: await count(
    sql`select count(*)::int as n from request_pledges p join donation_requests r on r.id = p.request_id where r.status = 'done'`,
  ),
  payments: await count(sql`select count(*)::int as n from payments where status = 'succeeded'`),
  blogs: await count(sql`select count(*)::int as n from blogs`),
});

/** The patient of the leaving person's own request: named in the alerts other donors got about it. */
const PATIENT = 'Rahima Patientname';

/** A person with a bit of everything: requests, pledges and a donation, notifications, a photo, a phone, a payment, a post, a booking. */
async function personWithEverything(name: string) {
  const email = uniqueEmail('leaving');
  const form = await multipart(registerFields({ name, email, blood: 'A+', listedAsDonor: 'true' }), { image: await images.png() });
  const registered = await t.app.inject({ method: 'POST', url: '/api/auth/register', headers: form.headers, payload: form.payload });
  expect(registered.statusCode).toBe(201);
  const { token, user } = registered.json() as { token: string; user: { photoURL: string } };
  const photoFile = path.basename(user.photoURL);
  expect(existsSync(path.join(t.dataDir, 'uploads', photoFile))).toBe(true);

  expect((await api('PATCH', '/api/donors/me', token, { phone: '01819-555123', phoneToRequesters: true })).statusCode).toBe(200);

  const requester = await signedInUser(t, { name: 'Other Requester', blood: 'B+' });
  // A request they are alerted about (before their donation makes them wait): the alert wave's job notifies and e-mails them.
  await api('POST', '/api/request', requester.token, requestBody({ blood: 'A+', division: 'Dhaka', district: 'Gazipur' }));
  await t.services.jobWorker.drain();
  // A donation: they pledge to someone else's request, which is then marked done.
  const given = await createRequest(t, requester.user, { blood: 'A+', bags: 1 });
  expect((await api('PATCH', `/api/request/${given.id}`, token)).statusCode).toBe(200);
  expect((await api('PATCH', `/api/request/done/${given.id}`, requester.token)).statusCode).toBe(200);
  // A pledge to a request still open (two bags, one of them theirs).
  const stillOpen = await createRequest(t, requester.user, { blood: 'A+', bags: 2 });
  expect((await api('PATCH', `/api/request/${stillOpen.id}`, token)).statusCode).toBe(200);

  // Their own open request, mentioning their phone, with another donor pledged to it; its alert wave
  // e-mails the donors near it (the outbox keeps those e-mails, naming the patient and the hospital).
  const helper = await signedInUser(t, { name: 'Helping Donor', blood: 'O+' });
  const own = await api(
    'POST',
    '/api/request',
    token,
    requestBody({ blood: 'O+', recipientName: PATIENT, message: 'Call me on 01819-555123 please.' }),
  );
  expect(own.statusCode).toBe(201);
  const ownId = (own.json() as { insertedId: string }).insertedId;
  await t.services.jobWorker.drain();
  expect(
    await count(sql`select count(*)::int as n from outbox_messages where "to" = ${helper.user.email} and strpos(text, ${PATIENT}) > 0`),
  ).toBe(1);
  expect((await api('PATCH', `/api/request/${ownId}`, helper.token)).statusCode).toBe(200);
  // And a finished one of theirs, which stays counted.
  const me = await t.services.repositories.users.findByEmail(email);
  if (!me) throw new Error('registered person not found');
  const finished = await createRequest(t, me, { status: 'done' });

  expect((await t.app.inject({ method: 'POST', url: '/api/payments', headers: bearer(token), payload: payBody(700) })).statusCode).toBe(
    201,
  );
  expect(
    (
      await api('POST', '/api/blogs', token, {
        title: 'My first donation',
        content: 'It went well.',
        imageUrl: `/uploads/${crypto.randomUUID()}.webp`,
      })
    ).statusCode,
  ).toBe(201);
  expect(
    (await t.app.inject({ method: 'POST', url: '/api/contact', payload: { name, email, message: 'Hello from me.' } })).statusCode,
  ).toBe(201);

  // An admin blocks and activates them: audit entries naming them.
  const admin = await signedInUser(t, { role: 'admin' });
  const id = me.id;
  expect((await api('PATCH', `/api/block/${id}`, admin.token)).statusCode).toBe(200);
  expect((await api('PATCH', `/api/active/${id}`, admin.token)).statusCode).toBe(200);
  const { token: freshToken } = await login(t.app, email);

  return { id, email, token: freshToken, photoFile, given, stillOpen, ownId, finished, requester, helper, admin };
}

describe('DELETE /api/auth/account', () => {
  it('erases the person from every table, keeps the figures, ends their sessions, frees their e-mail', async () => {
    const name = 'Zubaida Erasable';
    const p = await personWithEverything(name);
    const myNotifications = await count(sql`select count(*)::int as n from notifications where user_id = ${p.id}`);
    expect(myNotifications).toBeGreaterThan(0);
    for (const needle of [p.email, '01819-555123', name, p.photoFile, PATIENT])
      expect(await findEverywhere(needle), needle).not.toEqual([]);
    const before = await figures();

    const res = await api('DELETE', '/api/auth/account', p.token, { password: PASSWORD, blogPosts: 'keep' });
    expect(res.statusCode).toBe(204);

    for (const needle of [p.email, '1819555123', '01819-555123', name, p.photoFile, PATIENT])
      expect(await findEverywhere(needle), needle).toEqual([]);
    // Nothing about their requests is left in the outbox either (the alerts name the hospital, the date...),
    // but the notice of the withdrawal, sent after the erasure to the donor who had pledged.
    const aboutTheirs = await t.db.execute(
      sql`select subject from outbox_messages where strpos(text, ${p.ownId}) > 0 or strpos(text, ${p.finished.id}) > 0`,
    );
    expect((aboutTheirs as unknown as { rows: { subject: string }[] }).rows.map((row) => row.subject)).toEqual([
      'A blood request was withdrawn',
    ]);
    expect(existsSync(path.join(t.dataDir, 'uploads', p.photoFile))).toBe(false);
    expect(await figures()).toEqual(before);

    // Their open request ended, and its pledged donor was told; the request they pledged to is open for another donor.
    const own = await t.services.repositories.requests.findById(p.ownId);
    expect(own?.status).toBe('canceled');
    const reopened = await t.services.repositories.requests.findById(p.stillOpen.id);
    expect(reopened).toMatchObject({ status: 'pending', pledgedCount: 0 });
    const told = await count(
      sql`select count(*)::int as n from outbox_messages where "to" = ${p.helper.user.email} and subject = 'A blood request was withdrawn'`,
    );
    expect(told).toBe(1);

    expect((await api('GET', '/api/auth/sessions', p.token)).statusCode).toBe(401);
    const again = await multipart(registerFields({ email: p.email }), { image: await images.png() });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/register', headers: again.headers, payload: again.payload })).statusCode,
    ).toBe(201);
  });

  it('removes their blog posts when they choose so', async () => {
    const leaving = await signedInUser(t, { name: 'Post Writer' });
    expect(
      (
        await api('POST', '/api/blogs', leaving.token, {
          title: 'To be removed',
          content: 'Words.',
          imageUrl: `/uploads/${crypto.randomUUID()}.webp`,
        })
      ).statusCode,
    ).toBe(201);
    expect((await api('DELETE', '/api/auth/account', leaving.token, { password: PASSWORD, blogPosts: 'remove' })).statusCode).toBe(204);
    expect(await count(sql`select count(*)::int as n from blogs where author_id = ${leaving.user.id}`)).toBe(0);
  });

  it('asks for the right password, and changes nothing otherwise', async () => {
    const person = await signedInUser(t);
    const wrong = await api('DELETE', '/api/auth/account', person.token, { password: 'Wrong1234', blogPosts: 'keep' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(PRIVACY_TEXTS.wrongPassword);
    expect((await api('GET', '/api/auth/sessions', person.token)).statusCode).toBe(200);
  });

  it('asks nothing about blog posts of a person who has none', async () => {
    const person = await signedInUser(t);
    expect((await api('GET', '/api/auth/account/erasure', person.token)).json()).toEqual({ blogPosts: 0 });
    expect((await api('DELETE', '/api/auth/account', person.token, { password: PASSWORD })).statusCode).toBe(204);
    expect(await findEverywhere(person.user.email)).toEqual([]);
  });

  it('refuses, changing nothing, a person with posts who did not choose, though they had none when the dialog opened', async () => {
    const person = await signedInUser(t);
    expect((await api('GET', '/api/auth/account/erasure', person.token)).json()).toEqual({ blogPosts: 0 });
    await createBlog(t, person.user);
    expect((await api('GET', '/api/auth/account/erasure', person.token)).json()).toEqual({ blogPosts: 1 });
    const noChoice = await api('DELETE', '/api/auth/account', person.token, { password: PASSWORD });
    expect([noChoice.statusCode, noChoice.json().message]).toEqual([400, PRIVACY_TEXTS.blogChoiceRequired]);
    expect((await api('GET', '/api/auth/sessions', person.token)).statusCode).toBe(200);
    expect(await count(sql`select count(*)::int as n from users where id = ${person.user.id} and erased_at is null`)).toBe(1);
    expect(await count(sql`select count(*)::int as n from blogs where author_email = ${person.user.email}`)).toBe(1);
  });

  it('refuses the last active admin, who must make another admin first', async () => {
    const alone = await createTestApp();
    try {
      const admin = await createUser(alone, { role: 'admin' });
      const { token } = await login(alone.app, admin.email);
      const res = await alone.app.inject({
        method: 'DELETE',
        url: '/api/auth/account',
        headers: bearer(token),
        payload: { password: PASSWORD, blogPosts: 'keep' },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(PRIVACY_TEXTS.lastAdmin);
    } finally {
      await alone.close();
    }
  });
});

describe('what an erasure must not touch, and what must not outlive it', () => {
  it('deletes no image another record still uses, though the leaving person pointed at it', async () => {
    const form = await multipart(registerFields(), { image: await images.png() });
    const owner = await t.app.inject({ method: 'POST', url: '/api/auth/register', headers: form.headers, payload: form.payload });
    const photo = (owner.json() as { user: { photoURL: string } }).user.photoURL;
    const leaving = await signedInUser(t);
    await t.db.execute(sql`update users set photo_url = ${photo} where id = ${leaving.user.id}`);
    expect((await api('DELETE', '/api/auth/account', leaving.token, { password: PASSWORD, blogPosts: 'keep' })).statusCode).toBe(204);
    expect(existsSync(path.join(t.dataDir, 'uploads', path.basename(photo)))).toBe(true);
  });

  it('leaves no session working, even one a racing sign-in made after the erasure', async () => {
    const leaving = await signedInUser(t);
    expect((await api('DELETE', '/api/auth/account', leaving.token, { password: PASSWORD, blogPosts: 'keep' })).statusCode).toBe(204);
    const token = await lateSession(leaving.user.id);
    expect((await api('GET', '/api/auth/me', token)).statusCode).toBe(401);
  });

  it('refuses to make an erased account active or an admin again', async () => {
    const admin = await signedInUser(t, { role: 'admin' });
    const leaving = await signedInUser(t);
    expect((await api('DELETE', `/api/users/${leaving.user.id}`, admin.token, { blogPosts: 'keep' })).statusCode).toBe(204);
    for (const url of [`/api/active/${leaving.user.id}`, `/api/admin/man/${leaving.user.id}`]) {
      const res = await api('PATCH', url, admin.token);
      expect([res.statusCode, res.json().message], url).toEqual([409, PRIVACY_TEXTS.erasedAlready]);
    }
  });

  it('clears their name from the audit entries that quote it', async () => {
    const admin = await signedInUser(t, { role: 'admin' });
    const leaving = await signedInUser(t, { name: 'Quoted Volunteer Name' });
    await t.services.audit.record({
      actorId: admin.user.id,
      actorEmail: admin.user.email,
      action: 'request.reassign',
      targetType: 'request',
      targetId: crypto.randomUUID(),
      targetLabel: 'Quoted Volunteer Name at Dhaka Medical',
      detail: 'Handled by: Quoted Volunteer Name',
    });
    expect((await api('DELETE', '/api/auth/account', leaving.token, { password: PASSWORD, blogPosts: 'keep' })).statusCode).toBe(204);
    expect(await findEverywhere('Quoted Volunteer Name')).toEqual([]);
  });
});

/** A session written straight to the table, as a sign-in that checked the password before the erasure committed would. */
async function lateSession(userId: string): Promise<string> {
  const token = newSessionToken();
  await t.db.insert(sessions).values({ userId, tokenHash: hashSessionToken(token), expiresAt: new Date(Date.now() + 3_600_000) });
  return token;
}

describe('DELETE /api/users/{id} (admins)', () => {
  it('erases another account with the same effects, in the audit log without naming them', async () => {
    const admin = await signedInUser(t, { role: 'admin' });
    const person = await signedInUser(t, { name: 'Erased By Admin' });
    const res = await api('DELETE', `/api/users/${person.user.id}`, admin.token, { blogPosts: 'keep' });
    expect(res.statusCode).toBe(204);
    expect(await findEverywhere(person.user.email)).toEqual([]);
    expect(await findEverywhere('Erased By Admin')).toEqual([]);
    const audit = await count(sql`select count(*)::int as n from audit_log where action = 'user.erase' and target_id = ${person.user.id}`);
    expect(audit).toBe(1);
    expect((await api('GET', '/api/auth/sessions', person.token)).statusCode).toBe(401);
    expect((await api('DELETE', `/api/users/${person.user.id}`, admin.token, { blogPosts: 'keep' })).statusCode).toBe(409);
  });

  it('asks nothing about blog posts of an account that has none', async () => {
    const admin = await signedInUser(t, { role: 'admin' });
    const person = await signedInUser(t);
    expect((await api('GET', `/api/users/${person.user.id}/erasure`, admin.token)).json()).toEqual({ blogPosts: 0 });
    expect((await api('DELETE', `/api/users/${person.user.id}`, admin.token, {})).statusCode).toBe(204);
    expect(await findEverywhere(person.user.email)).toEqual([]);
    const audit = await t.db.execute(sql`select detail from audit_log where action = 'user.erase' and target_id = ${person.user.id}`);
    expect((audit as unknown as { rows: { detail: string }[] }).rows).toEqual([{ detail: 'No blog posts' }]);
    expect((await api('GET', `/api/users/${person.user.id}/erasure`, admin.token)).statusCode).toBe(404);
  });

  it('refuses, changing nothing, to erase an account with posts without the choice', async () => {
    const admin = await signedInUser(t, { role: 'admin' });
    const person = await signedInUser(t);
    await createBlog(t, person.user);
    await createBlog(t, person.user);
    expect((await api('GET', `/api/users/${person.user.id}/erasure`, admin.token)).json()).toEqual({ blogPosts: 2 });
    const noChoice = await api('DELETE', `/api/users/${person.user.id}`, admin.token, {});
    expect([noChoice.statusCode, noChoice.json().message]).toEqual([400, PRIVACY_TEXTS.theirBlogChoiceRequired]);
    expect((await api('GET', '/api/auth/sessions', person.token)).statusCode).toBe(200);
    expect(await count(sql`select count(*)::int as n from blogs where author_email = ${person.user.email}`)).toBe(2);
    expect(await count(sql`select count(*)::int as n from audit_log where action = 'user.erase' and target_id = ${person.user.id}`)).toBe(
      0,
    );
  });

  it('is refused to anyone but an admin, and sends an admin to their profile for their own account', async () => {
    const admin = await signedInUser(t, { role: 'admin' });
    const volunteer = await signedInUser(t, { role: 'volunteer' });
    const person = await createUser(t);
    expect((await api('DELETE', `/api/users/${person.id}`, volunteer.token, { blogPosts: 'keep' })).statusCode).toBe(403);
    const self = await api('DELETE', `/api/users/${admin.user.id}`, admin.token, { blogPosts: 'keep' });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(PRIVACY_TEXTS.eraseSelfHere);
    const selfPreview = await api('GET', `/api/users/${admin.user.id}/erasure`, admin.token);
    expect([selfPreview.statusCode, selfPreview.json().message]).toEqual([409, PRIVACY_TEXTS.eraseSelfHere]);
  });
});
