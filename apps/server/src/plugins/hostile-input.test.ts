import {
  blogFieldsSchema,
  blogImageUrlSchema,
  bloodGroupSchema,
  contactMessageBodySchema,
  emailSchema,
  errorResponseSchema,
  personNameSchema,
  ROLES,
  USER_STATUSES,
  updateRequestBodySchema,
} from '@grant/shared';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { NO_RATE_LIMITS, routeKey } from '../../test/api-routes';
import { createBlog, uploadUrl } from '../../test/blog-factories';
import { type FilePart, images, multipart, PASSWORD, type SignedInUser } from '../../test/factories';
import { EMPTY_MULTIPART, MALFORMED_MULTIPART, truncatedForm } from '../../test/malformed-multipart';
import { createRequest, dateInDays, manySignedInUsers } from '../../test/request-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { VALID_REQUESTS } from '../../test/valid-requests';
import { blogs, contactMessages, donationRequests, users } from '../db/schema/index';

/**
 * Hostile input at every API route (read from Fastify, so a new route is covered by itself): generated
 * bodies, params and queries of the wrong types, huge, in odd unicode (NUL, lone surrogates, right-to-
 * left marks), with SQL and HTML fragments, extra fields, nested objects and arrays; anonymous and as
 * an active admin, so that validation and handlers are reached. Every answer must be below 500, JSON
 * in the shape the route declares for that status (the zod serializer already turns a mismatch into a
 * 500, so "no 5xx" alone proves it for declared statuses; the test checks the shape explicitly all the
 * same, and the error shape for any status a route does not declare). Afterwards, what was stored must
 * still pass the shared schemas.
 *
 * Malformed multipart bodies are among the generated ones (garbage, no boundary, a body that ends inside
 * or after a part header, a real form cut short), on every route.
 *
 * HOSTILE_TOTAL sets how many calls are generated in all, spread evenly over the routes (default
 * 10,000); FC_SEED replays a failure (fast-check prints it).
 */
const TOTAL = Number(process.env.HOSTILE_TOTAL ?? 10_000);
const SEED = process.env.FC_SEED === undefined ? undefined : Number(process.env.FC_SEED);

const FRAGMENTS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; SELECT pg_sleep(10)',
  '%',
  '_',
  '\\',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  '../../etc/passwd',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF',
  '\u202Egnp.exe',
  '\uFEFF',
  '😀',
  'A+',
  'Dhaka',
  '__proto__',
  'constructor',
  '00000000-0000-0000-0000-000000000000',
  '2026-02-30',
  '-1',
  '1e308',
  'NaN',
  'true',
  'null',
  '',
  ' ',
];

/** Strings a careless server chokes on. */
const hostileString = fc.oneof(
  fc.constantFrom(...FRAGMENTS),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  // Long and very long (past every limit) strings; the very long ones rarer, as they cost the most to send.
  fc.oneof({ arbitrary: fc.nat({ max: 2_000 }), weight: 3 }, fc.nat({ max: 300_000 })).map((n) => 'x'.repeat(n)),
  fc.tuple(fc.constantFrom(...FRAGMENTS), fc.string({ maxLength: 10 })).map(([a, b]) => a + b),
);

/** Any JSON value, nested a few levels, with hostile strings and keys. */
const { hostileValue } = fc.letrec<{ hostileValue: unknown }>((tie) => ({
  hostileValue: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('hostileValue'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(hostileString, fc.constantFrom('__proto__', 'constructor', 'Role', 'Status', 'email')), tie('hostileValue'), {
      maxKeys: 4,
    }),
  ),
}));

/** The field names a route's schema knows, so that generated objects get past "unknown field" and reach deeper rules. */
function fieldsOf(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

/** Every field name any route knows, plus the ones bodies of multipart and JSON-or-multipart routes use. */
const knownFields = (routes: RouteOptions[]) => [
  ...new Set([
    ...routes.flatMap((r) => [...fieldsOf(r.schema?.body), ...fieldsOf(r.schema?.querystring)]),
    'title',
    'content',
    'imageUrl',
    'image',
    'name',
    'email',
    'password',
    'confirmPassword',
    'division',
    'district',
    'blood',
  ]),
];

/** Values that pass many fields' rules, so that a call with one hostile field among them reaches the handler. */
const plausible = fc.constantFrom<unknown>(
  'Dhaka',
  'Gazipur',
  'A+',
  'O-',
  dateInDays(10),
  '10:30 AM',
  PASSWORD,
  'someone@example.test',
  'Some plain words.',
  uploadUrl(),
  'pending',
  '2',
  true,
  500,
);

/** An object of known fields (some) and strangers (few), each with a plausible or a hostile value. */
const hostileObject = (fields: string[]) =>
  fc
    .tuple(
      fc.dictionary(
        fc.constantFrom(...fields),
        fc.oneof({ arbitrary: plausible, weight: 3 }, { arbitrary: hostileString, weight: 2 }, { arbitrary: hostileValue, weight: 1 }),
        { maxKeys: 8 },
      ),
      fc.dictionary(hostileString, hostileValue, { maxKeys: 2 }),
    )
    .map(([known, extra]) => ({ ...extra, ...known }));

/** A body in one of the forms a client might send: JSON of any shape, broken JSON, another type, or a multipart form. */
const hostileBody = (fields: string[]) =>
  fc.oneof(
    hostileObject(fields).map((body) => ({ kind: 'json' as const, body })),
    hostileValue.map((body) => ({ kind: 'json' as const, body })),
    fc.constantFrom('{"title":', '[', 'null', '"', '{"a":1}}').map((raw) => ({ kind: 'raw' as const, raw, type: 'application/json' })),
    hostileString.map((raw) => ({ kind: 'raw' as const, raw, type: 'text/plain' })),
    fc
      .tuple(
        fc.dictionary(fc.constantFrom(...fields), fc.oneof(plausible.map(String), hostileString), { maxKeys: 6 }),
        fc.option(fc.uint8Array({ maxLength: 2000 })),
        fc.boolean(),
      )
      .map(([form, file, realImage]) => ({ kind: 'multipart' as const, form, file, realImage })),
    // A form cut short anywhere (after a part header, inside a file...), or a broken one, or random bytes.
    fc
      .tuple(fc.dictionary(fc.constantFrom(...fields), plausible.map(String), { maxKeys: 6 }), fc.boolean(), fc.double({ min: 0, max: 1 }))
      .map(([form, withImage, fraction]) => ({ kind: 'truncated' as const, form, withImage, fraction })),
    fc.constantFrom(...Object.values(MALFORMED_MULTIPART), ...Object.values(EMPTY_MULTIPART)).map((broken) => ({
      kind: 'raw' as const,
      raw: broken.payload,
      type: broken.contentType,
    })),
    fc
      .tuple(fc.uint8Array({ maxLength: 500 }), fc.constantFrom('', '; boundary=x', '; boundary=', '; boundary="a b"'))
      .map(([bytes, tail]) => ({
        kind: 'raw' as const,
        raw: Buffer.from(bytes),
        type: `multipart/form-data${tail}`,
      })),
  );

/** A path parameter: garbage, a random UUID, or one of the real records' ids. */
const hostileParam = (realIds: string[]) => fc.oneof(hostileString, fc.uuid(), fc.constantFrom(...realIds));

/** Params, query and body for one call of `route`. */
function hostileCall(route: RouteOptions, fields: string[], realIds: string[]) {
  const params = (route.url.match(/:[A-Za-z]+/g) ?? []).map(() => hostileParam(realIds));
  return fc.record({
    params: fc.tuple(...params),
    query: hostileObject([...fieldsOf(route.schema?.querystring), 'page', 'limit']),
    body: hostileBody(fields),
    ifMatch: fc.option(hostileString, { freq: 4 }),
    // Many senders, as hostile traffic has: the per-address rate limits (tested in rate-limits.test.ts)
    // do not turn the rest of the run into 429s.
    remoteAddress: fc.ipV4(),
  });
}

type Generated = ReturnType<typeof hostileCall> extends fc.Arbitrary<infer T> ? T : never;

/** A change to a valid request: one field of its JSON body (or of its query) made hostile, dropped, or a stranger added. */
const mutation = fc.record({
  pick: fc.nat(),
  change: fc.constantFrom('replace', 'replace', 'replace', 'drop', 'add'),
  value: fc.oneof(hostileString, hostileValue),
  ifMatch: fc.option(hostileString, { freq: 4 }),
});
type Mutation = typeof mutation extends fc.Arbitrary<infer T> ? T : never;

/** One field of a valid set made hostile, dropped, or a stranger added. */
function mutate(fields: Record<string, unknown>, m: Mutation): Record<string, unknown> {
  const changed = { ...fields };
  const keys = Object.keys(changed);
  const key = keys[m.pick % Math.max(keys.length, 1)];
  if (m.change === 'add' || !key) changed[`extra${m.pick % 7}`] = m.value;
  else if (m.change === 'drop') delete changed[key];
  else changed[key] = m.value;
  return changed;
}

/**
 * The route's valid request (test/valid-requests.ts) with one mutation of its JSON object body, or of
 * its query when it has no body (a search with a hostile district, say); undefined when it has neither.
 */
const NOTHING_TO_MUTATE = new Set<string>();
async function mutatedValid(route: RouteOptions, m: Mutation): Promise<InjectOptions | undefined> {
  const name = routeKey(route);
  const build = VALID_REQUESTS[name];
  if (!build || NOTHING_TO_MUTATE.has(name)) return undefined;
  // A fresh owner each time: the call may block, promote or edit them.
  const valid = await build({ t, owner: await freshOwner() });
  const method = [route.method].flat()[0] as InjectOptions['method'];
  const headers: Record<string, string> = {};
  if (m.ifMatch !== null) headers['if-match'] = m.ifMatch.replace(/[^\x20-\x7e]/g, '');
  const body = valid.payload;
  const [path, search] = valid.url.split('?');
  if (body === undefined && search) {
    const query = Object.entries(mutate(Object.fromEntries(new URLSearchParams(search)), m));
    return { method, headers, url: `${path}?${query.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&')}` };
  }
  if (typeof body !== 'object' || body === null || Buffer.isBuffer(body) || Array.isArray(body)) {
    // A bare path or a multipart form: nothing to mutate, and no need to build it again.
    NOTHING_TO_MUTATE.add(name);
    return undefined;
  }
  const payload = JSON.stringify(mutate(body as Record<string, unknown>, m));
  return { method, url: valid.url, headers: { ...headers, 'content-type': 'application/json' }, payload };
}

/** Percent-encodes any string; a lone surrogate (which has no UTF-8) goes out as the invalid bytes ED A0 80. */
function encode(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  try {
    return encodeURIComponent(text);
  } catch {
    return `${encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, ''))}%ED%A0%80`;
  }
}

/** One real PNG for every generated form that carries one (drawing it each time would cost more than the call). */
let png: Promise<FilePart> | undefined;
const realImage = () => {
  png ??= images.png();
  return png;
};

async function toInject(route: RouteOptions, call: Generated): Promise<InjectOptions> {
  let i = 0;
  const path = route.url.replace(/:[A-Za-z]+/g, () => encode(call.params[i++] ?? ''));
  const query = Object.entries(call.query).map(([key, value]) => `${encode(key)}=${encode(value)}`);
  const url = query.length > 0 ? `${path}?${query.join('&')}` : path;
  const method = [route.method].flat()[0] as InjectOptions['method'];
  const headers: Record<string, string> = call.ifMatch === null ? {} : { 'if-match': call.ifMatch.replace(/[^\x20-\x7e]/g, '') };
  if (method === 'GET' || method === 'DELETE') return { method, url, headers };
  const { body } = call;
  if (body.kind === 'json') {
    return { method, url, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(body.body) ?? 'null' };
  }
  if (body.kind === 'raw') return { method, url, headers: { ...headers, 'content-type': body.type }, payload: body.raw };
  if (body.kind === 'truncated') {
    const cut = await truncatedForm(body.form, body.withImage ? { image: await realImage() } : {}, body.fraction);
    return { method, url, headers: { ...headers, 'content-type': cut.contentType }, payload: cut.payload };
  }
  const files: Record<string, FilePart> = {};
  if (body.file) files.image = body.realImage ? await realImage() : { data: Buffer.from(body.file), filename: 'x.png' };
  const form = await multipart(body.form, files);
  return { method, url, payload: form.payload, headers: { ...headers, ...form.headers } };
}

/** The answer is below 500 and has the shape the route declares for its status (or the error shape). */
function expectWellFormed(route: RouteOptions, res: LightMyRequestResponse) {
  const where = `${routeKey(route)} answered ${res.statusCode}: ${res.body.slice(0, 300)}`;
  expect(res.statusCode, where).toBeLessThan(500);
  if ([204, 302, 304].includes(res.statusCode)) return;
  expect(res.headers['content-type'], where).toMatch(/^application\/json/);
  const declared = (route.schema?.response as Record<number, z.ZodType> | undefined)?.[res.statusCode];
  const schema = declared ?? (res.statusCode >= 400 ? errorResponseSchema : undefined);
  expect(schema, `${where} (a status the route does not declare)`).toBeDefined();
  const parsed = schema?.safeParse(res.json());
  expect(parsed?.success, `${where}: ${parsed?.error?.message}`).toBe(true);
  if (res.statusCode >= 400) expect(res.json().message.length, where).toBeGreaterThan(0);
}

const TALLY: Record<string, { codes: Record<number, number>; ms: number }> = {};
function tally(route: string, code: number, ms: number) {
  TALLY[route] ??= { codes: {}, ms: 0 };
  const entry = TALLY[route];
  entry.codes[code] = (entry.codes[code] ?? 0) + 1;
  entry.ms += ms;
}
afterAll(() => {
  if (process.env.HOSTILE_DEBUG)
    for (const [route, e] of Object.entries(TALLY)) console.log(route, JSON.stringify(e.codes), Math.round(e.ms));
});

let t: TestApp;
let realIds: string[];
beforeAll(async () => {
  t = await createTestApp(NO_RATE_LIMITS);
  const [owner] = await manySignedInUsers(t, 1);
  if (!owner) throw new Error('no owner');
  const request = await createRequest(t, owner.user);
  const blog = await createBlog(t, owner.user);
  realIds = [owner.user.id, request.id, blog.id];
});
afterAll(() => t.close());

/** Owners of the records valid requests are about, stored in bulk (one statement for many) and used once each. */
const spareOwners: SignedInUser[] = [];
async function freshOwner(): Promise<SignedInUser> {
  if (spareOwners.length === 0) spareOwners.push(...(await manySignedInUsers(t, 50)));
  const owner = spareOwners.pop();
  if (!owner) throw new Error('no owner');
  return owner;
}

/** A fresh active admin: some routes end the session they are called with. */
async function freshAdmin(): Promise<SignedInUser> {
  const [admin] = await manySignedInUsers(t, 1, { role: 'admin' });
  if (!admin) throw new Error('no admin');
  return admin;
}
const adminHeaders = async () => (await freshAdmin()).headers;

describe('hostile input at every API route', () => {
  it('covers a reasonable number of routes (they are read from Fastify)', () => {
    expect(t.apiRoutes.length).toBeGreaterThan(50);
  });

  it(`never answers 5xx to ${TOTAL.toLocaleString('en')} generated calls, and every answer has its declared shape`, {
    timeout: 600_000,
  }, async () => {
    const fields = knownFields(t.apiRoutes);
    const runs = Math.ceil(TOTAL / t.apiRoutes.length);
    let calls = 0;
    for (const route of t.apiRoutes) {
      // An active admin, replaced once a call has ended its session (or used up its quota).
      let admin = await freshAdmin();
      await fc.assert(
        fc.asyncProperty(hostileCall(route, fields, realIds), mutation, fc.boolean(), async (call, change, asAdmin) => {
          const valid = asAdmin && change.pick % 2 === 0 ? await mutatedValid(route, change) : undefined;
          const request = valid ?? (await toInject(route, call));
          const auth = asAdmin ? admin.headers : {};
          const started = performance.now();
          const res = await t.app.inject({ ...request, headers: { ...request.headers, ...auth }, remoteAddress: call.remoteAddress });
          calls++;
          if (process.env.HOSTILE_DEBUG) tally(routeKey(route), res.statusCode, performance.now() - started);
          expectWellFormed(route, res);
          // Signed out, refused, or out of this account's quota: the next call gets a new admin.
          if (asAdmin && [401, 403, 429].includes(res.statusCode)) admin = await freshAdmin();
        }),
        { numRuns: runs, seed: SEED, endOnFailure: true },
      );
    }
    expect(calls).toBeGreaterThanOrEqual(TOTAL);
  });

  it('refuses a body over the 1 MB limit with 413 and a message, on every JSON route', async () => {
    const admin = await adminHeaders();
    const huge = JSON.stringify({ title: 'x'.repeat(1024 * 1024 + 10) });
    for (const route of t.apiRoutes.filter((r) => ['POST', 'PATCH', 'PUT'].includes([r.method].flat()[0] as string))) {
      const url = route.url.replace(/:[A-Za-z]+/g, realIds[0] ?? '');
      const res = await t.app.inject({
        method: [route.method].flat()[0] as 'POST',
        url,
        payload: huge,
        headers: { ...admin, 'content-type': 'application/json' },
      });
      // The body is refused as it is read, before validation and before any handler (multipart-only ones too).
      expect(res.statusCode, `${routeKey(route)}: ${res.body.slice(0, 200)}`).toBe(413);
      expect(res.json().message).toMatch(/\S/);
    }
  });

  it('refuses an image over the 5 MB limit with 413 and a message, on every multipart route', async () => {
    const admin = await adminHeaders();
    const big = { data: Buffer.alloc(5 * 1024 * 1024 + 1, 1), filename: 'big.png', type: 'image/png' };
    const multipartRoutes = t.apiRoutes.filter((r) => (r.schema?.consumes as string[] | undefined)?.includes('multipart/form-data'));
    expect(multipartRoutes.length).toBeGreaterThanOrEqual(3);
    for (const route of multipartRoutes) {
      const form = await multipart({ title: 'Big', content: 'Big' }, { image: big });
      const url = route.url.replace(/:[A-Za-z]+/g, realIds[2] ?? '');
      const res = await t.app.inject({
        method: [route.method].flat()[0] as 'POST',
        url,
        payload: form.payload,
        headers: { ...admin, ...form.headers },
      });
      expect(res.statusCode, `${routeKey(route)}: ${res.body.slice(0, 200)}`).toBe(413);
      expect(res.json().message).toMatch(/5 MB/);
    }
  });

  it('stored nothing that the shared schemas refuse', async () => {
    const storedRequest = z.object({
      fields: updateRequestBodySchema,
      status: z.enum(['pending', 'inprogress', 'done', 'canceled']),
    });
    for (const row of await t.db.select().from(donationRequests)) {
      const { recipientName, hospitalName, message, division, district, blood, donationDate, donationTime, status } = row;
      const fields = { recipientName, hospitalName, message, division, district, blood, donationDate, donationTime };
      expect(storedRequest.safeParse({ fields, status }).error?.message, JSON.stringify(row)).toBeUndefined();
    }
    const storedUser = z.object({
      name: personNameSchema,
      email: emailSchema.refine((e) => e === e.toLowerCase()),
      role: z.enum(ROLES),
      status: z.enum(USER_STATUSES),
      blood: bloodGroupSchema.nullable(),
    });
    for (const row of await t.db.select().from(users)) {
      expect(storedUser.safeParse(row).error?.message, JSON.stringify(row)).toBeUndefined();
    }
    for (const row of await t.db.select().from(blogs)) {
      const parsed = blogFieldsSchema.extend({ imageUrl: blogImageUrlSchema }).safeParse(row);
      expect(parsed.error?.message, JSON.stringify(row).slice(0, 300)).toBeUndefined();
    }
    for (const row of await t.db.select().from(contactMessages)) {
      expect(contactMessageBodySchema.safeParse(row).error?.message, JSON.stringify(row).slice(0, 300)).toBeUndefined();
    }
  });
});
