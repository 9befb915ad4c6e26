import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRouteKeys, NO_RATE_LIMITS, routeKey } from '../../test/api-routes';
import type { SignedInUser } from '../../test/factories';
import { manySignedInUsers } from '../../test/request-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { VALID_REQUESTS } from '../../test/valid-requests';
import type { Access } from './auth';

/**
 * Who gets what from every API route: the reviewed table of the app's permissions. Each cell is a
 * real call with a valid request, so getting through authorization shows as the route's success
 * code and being refused as 401, 403, or 404 where a record must not be revealed.
 *
 * Callers: nobody signed in; an active donner (the spec's spelling of donor); a blocked donner; an
 * active volunteer; an active admin. Rows about a record someone owns (a request, a post, a profile,
 * a session, a payment, a notification) add the owner, an active donner: every other caller then
 * acts on a record that is not theirs (a stranger), which is where an IDOR would show.
 *
 * A route that Fastify serves but this table lacks fails the first test: a new route gets reviewed.
 * (Blocked volunteers and admins at each access level are the auth plugin's own test, auth.test.ts.)
 */
type Caller = 'anonymous' | 'donner' | 'blocked' | 'volunteer' | 'admin' | 'owner';
const CALLERS: Caller[] = ['anonymous', 'donner', 'blocked', 'volunteer', 'admin', 'owner'];
type Row = [access: Access, anonymous: number, donner: number, blocked: number, volunteer: number, admin: number, owner?: number];

// biome-ignore format: a table reads best as a table
const MATRIX: Record<string, Row> = {
  //                                              access      anon donner blocked volunteer admin owner
  'GET /api/health':                             ['public',   200, 200,   200,    200,      200],
  'GET /api/division':                           ['public',   200, 200,   200,    200,      200],
  'GET /api/district':                           ['public',   200, 200,   200,    200,      200],
  'POST /api/auth/register':                     ['public',   201, 201,   201,    201,      201],
  'POST /api/auth/login':                        ['public',   200, 200,   200,    200,      200],
  'POST /api/auth/logout':                       ['signedIn', 401, 204,   204,    204,      204],
  'GET /api/auth/me':                            ['signedIn', 401, 200,   200,    200,      200],
  'PATCH /api/auth/profile':                     ['signedIn', 401, 200,   200,    200,      200],
  'POST /api/auth/password-reset':               ['public',   202, 202,   202,    202,      202],
  // The reset token is the credential: an unknown one is refused alike, whoever sends it.
  'POST /api/auth/password-reset/confirm':       ['public',   400, 400,   400,    400,      400],
  'GET /api/auth/sessions':                      ['signedIn', 401, 200,   200,    200,      200],
  // Another person's session is answered as if it did not exist.
  'DELETE /api/auth/sessions/:id':               ['signedIn', 401, 404,   404,    404,      404,   204],
  'POST /api/auth/sessions/revoke-others':       ['signedIn', 401, 200,   200,    200,      200],
  'POST /api/auth/password':                     ['signedIn', 401, 200,   200,    200,      200],
  // One's own data (issue 22): proof, export, consents and erasure are everyone's, blocked included;
  // erasing someone else's account is an admin's (the owner's here).
  'POST /api/auth/reauthenticate':               ['signedIn', 401, 204,   204,    204,      204],
  'GET /api/auth/account/export':                ['signedIn', 401, 200,   200,    200,      200],
  'GET /api/auth/account/consents':              ['signedIn', 401, 200,   200,    200,      200],
  'GET /api/auth/account/erasure':               ['signedIn', 401, 200,   200,    200,      200],
  'DELETE /api/auth/account':                    ['signedIn', 401, 204,   204,    204,      204],
  'GET /api/users/:id/erasure':                  ['admin',    401, 403,   403,    403,      200],
  'DELETE /api/users/:id':                       ['admin',    401, 403,   403,    403,      204],
  'GET /api/auth/2fa':                           ['signedIn', 401, 200,   200,    200,      200],
  'POST /api/auth/2fa/setup':                    ['signedIn', 401, 200,   200,    200,      200],
  // Without a setup begun, a code cannot turn anything on; with two-factor off there is nothing to turn off.
  'POST /api/auth/2fa/enable':                   ['signedIn', 401, 400,   400,    400,      400],
  'POST /api/auth/2fa/disable':                  ['signedIn', 401, 400,   400,    400,      400],
  'POST /api/auth/2fa/recovery-codes':           ['signedIn', 401, 400,   400,    400,      400],
  // The second sign-in step: the challenge is the credential.
  'POST /api/auth/login/2fa':                    ['public',   401, 401,   401,    401,      401],
  // Google sign-in: the browser arrives signed out; the callback proves itself with the sealed cookie and the
  // provider's code. Not configured in tests: the browser is sent back to the login page, the exchange is unknown.
  'GET /api/auth/providers':                     ['public',   200, 200,   200,    200,      200],
  'GET /api/auth/google':                        ['public',   302, 302,   302,    302,      302],
  'GET /api/auth/google/callback':               ['public',   302, 302,   302,    302,      302],
  'POST /api/auth/google/exchange':              ['public',   404, 404,   404,    404,      404],
  'POST /api/jwt':                               ['signedIn', 401, 200,   200,    200,      200],
  // Completing a user record: your own (owner); naming someone else's email is refused.
  'POST /api/users':                             ['signedIn', 401, 403,   403,    403,      403,   200],
  'GET /api/user/:email':                        ['signedIn', 401, 403,   403,    200,      200,   200],
  'POST /api/uploads':                           ['signedIn', 401, 201,   201,    201,      201],
  'GET /api/users':                              ['admin',    401, 403,   403,    403,      200],
  'PATCH /api/block/:id':                        ['admin',    401, 403,   403,    403,      200],
  'PATCH /api/active/:id':                       ['admin',    401, 403,   403,    403,      200],
  'PATCH /api/volunteer/user/:id':               ['admin',    401, 403,   403,    403,      200],
  'PATCH /api/admin/man/:id':                    ['admin',    401, 403,   403,    403,      200],
  'PATCH /api/donor/user/:id':                   ['admin',    401, 403,   403,    403,      200],
  'GET /api/pending':                            ['public',   200, 200,   200,    200,      200],
  'GET /api/search':                             ['public',   200, 200,   200,    200,      200],
  'GET /api/donors':                             ['public',   200, 200,   200,    200,      200],
  'GET /api/donors/search':                      ['public',   200, 200,   200,    200,      200],
  'GET /api/donors/me':                          ['signedIn', 401, 200,   200,    200,      200],
  'PATCH /api/donors/me':                        ['signedIn', 401, 200,   200,    200,      200],
  'GET /api/donors/me/donations':                ['signedIn', 401, 200,   200,    200,      200],
  'GET /api/donors/me/alerts':                   ['signedIn', 401, 200,   200,    200,      200],
  'PATCH /api/donors/me/alerts':                 ['signedIn', 401, 200,   200,    200,      200],
  // An SMS costs money and proves a number only for alerts, which a blocked person no longer gets.
  'POST /api/donors/me/phone':                   ['active',   401, 202,   403,    202,      202],
  // No code was sent to these callers: nothing to verify.
  'POST /api/donors/me/phone/verify':            ['active',   401, 400,   403,    400,      400],
  'GET /api/push/key':                           ['public',   200, 200,   200,    200,      200],
  'POST /api/push/subscriptions':                ['signedIn', 401, 201,   201,    201,      201],
  // Only the caller's own subscription goes; someone else's endpoint deletes nothing.
  'DELETE /api/push/subscriptions':              ['signedIn', 401, 200,   200,    200,      200],
  // A requester's lists: their own, or anyone's for staff.
  'GET /api/request/:email':                     ['signedIn', 401, 403,   403,    200,      200,   200],
  'GET /api/pending/all':                        ['signedIn', 401, 403,   403,    200,      200,   200],
  'GET /api/request':                            ['staff',    401, 403,   403,    200,      200],
  // The details page is for every signed-in person (spec); the donor's contact is not (request.mapper).
  'GET /api/request/man/:id':                    ['signedIn', 401, 200,   200,    200,      200,   200],
  'GET /api/request/:id/donors':                 ['signedIn', 401, 200,   200,    200,      200,   200],
  'POST /api/request':                           ['active',   401, 201,   403,    201,      201],
  // Confirming a donation: anyone active but the requester.
  'PATCH /api/request/:id':                      ['active',   401, 200,   403,    200,      200,   403],
  // "Not this time": anyone active but the requester. Who answered: the requester and staff.
  'POST /api/request/:id/decline':               ['active',   401, 200,   403,    200,      200,   403],
  'GET /api/request/:id/responses':              ['signedIn', 401, 403,   403,    200,      200,   200],
  // The alert waves of a request: its requester and staff see them; staff send the next one now.
  'GET /api/request/:id/waves':                  ['signedIn', 401, 403,   403,    200,      200,   200],
  'POST /api/request/:id/waves':                 ['staff',    401, 403,   403,    201,      201],
  'PATCH /api/request/done/:id':                 ['active',   401, 403,   403,    200,      200,   200],
  'PATCH /api/request/cancel/:id':               ['active',   401, 403,   403,    200,      200,   200],
  'PATCH /api/update/:id':                       ['active',   401, 403,   403,    200,      200,   200],
  'DELETE /api/delete/:id':                      ['active',   401, 403,   403,    403,      200,   200],
  'POST /api/contact':                           ['public',   201, 201,   201,    201,      201],
  'GET /api/contact':                            ['admin',    401, 403,   403,    403,      200],
  'GET /api/audit':                              ['admin',    401, 403,   403,    403,      200],
  'GET /api/outbox':                             ['admin',    401, 403,   403,    403,      200],
  'GET /api/stats':                              ['admin',    401, 403,   403,    403,      200],
  // A blocked person still reads their own notifications (they are no longer sent new ones).
  'GET /api/notifications':                      ['signedIn', 401, 200,   200,    200,      200],
  // Someone else's notification is answered as if it did not exist.
  'PATCH /api/notifications/:id/read':           ['signedIn', 401, 404,   404,    404,      404,   200],
  'POST /api/notifications/read':                ['signedIn', 401, 200,   200,    200,      200],
  'GET /api/blogs':                              ['public',   200, 200,   200,    200,      200],
  'GET /api/blogs/:id':                          ['public',   200, 200,   200,    200,      200],
  'POST /api/blogs':                             ['active',   401, 201,   403,    201,      201],
  'PATCH /api/blogs/:id':                        ['active',   401, 403,   403,    403,      200,   200],
  'DELETE /api/blogs/:id':                       ['active',   401, 403,   403,    403,      200,   200],
  // Giving needs no account; a signed-in gift's receipt is its payer's and the admins' only.
  'GET /api/payments/config':                    ['public',   200, 200,   200,    200,      200],
  'POST /api/payments':                          ['public',   201, 201,   201,    201,      201],
  'GET /api/payments/:id':                       ['public',   404, 404,   404,    404,      200,   200],
  // The offline test provider has no webhook; Stripe's proves itself by its signature.
  'POST /api/payments/webhook':                  ['public',   404, 404,   404,    404,      404],
  'GET /api/payments/mine':                      ['signedIn', 401, 200,   200,    200,      200],
  'GET /api/payments/mine/totals':               ['signedIn', 401, 200,   200,    200,      200],
  'GET /api/payments':                           ['admin',    401, 403,   403,    403,      200],
  'GET /api/payments/totals':                    ['admin',    401, 403,   403,    403,      200],
  // The triage board: active volunteers and admins. Its event stream answers 406 to a call that does
  // not ask for text/event-stream (as here); the stream itself is triage.events.test.ts's.
  // Donation drives (issue 21): staff organise, anyone reads, active accounts book; cancelling is the booker's own.
  'POST /api/drives':                            ['staff',    401, 403,   403,    201,      201],
  'GET /api/drives':                             ['public',   200, 200,   200,    200,      200],
  'GET /api/drives/:id':                         ['public',   200, 200,   200,    200,      200],
  'POST /api/drives/:id/bookings':               ['active',   401, 201,   403,    201,      201],
  'DELETE /api/drives/:id/bookings':             ['signedIn', 401, 404,   404,    404,      404,   204],
  // A booking is its donor's: anyone else is answered as if there were none.
  'GET /api/drives/bookings/mine':               ['signedIn', 401, 200,   200,    200,      200],
  'GET /api/drives/:id/bookings/mine':           ['signedIn', 401, 404,   404,    404,      404,   200],
  'GET /api/drives/:id/bookings/mine/calendar':  ['signedIn', 401, 404,   404,    404,      404,   200],
  // Organisers: their own drives (an admin: all). Changing or cancelling one is its organiser's or an
  // admin's (here another volunteer organised it), and so is its team; its organiser, its team and
  // admins staff it on the day (roster, CSV, check-in): here the volunteer is on none (issue 47).
  'GET /api/drives/organised':                   ['staff',    401, 403,   403,    200,      200],
  'PATCH /api/drives/:id':                       ['staff',    401, 403,   403,    403,      200],
  'POST /api/drives/:id/cancel':                 ['staff',    401, 403,   403,    403,      204],
  'GET /api/drives/:id/roster':                  ['staff',    401, 403,   403,    403,      200],
  'GET /api/drives/:id/roster.csv':              ['staff',    401, 403,   403,    403,      200],
  'POST /api/drives/:id/check-in':               ['staff',    401, 403,   403,    403,      200],
  // What a volunteer may do at a drive is answered to them (here: nothing, and no team listed).
  'GET /api/drives/:id/team':                    ['staff',    401, 403,   403,    200,      200],
  'POST /api/drives/:id/team':                   ['staff',    401, 403,   403,    403,      201],
  'DELETE /api/drives/:id/team/:userId':         ['staff',    401, 403,   403,    403,      204],
  // Blood banks (issue 21): anyone asks who holds a group; admins keep the directory and name managers;
  // a bank's managers (here the owner) and admins update its stock.
  'GET /api/blood-banks':                        ['public',   200, 200,   200,    200,      200],
  'GET /api/blood-banks/managed':                ['active',   401, 200,   403,    200,      200],
  'GET /api/hospitals':                          ['public',   200, 200,   200,    200,      200],
  'POST /api/hospitals':                         ['staff',    401, 403,   403,    201,      201],
  'GET /api/areas':                              ['public',   200, 200,   200,    200,      200],
  'POST /api/blood-banks':                       ['admin',    401, 403,   403,    403,      201],
  'PATCH /api/blood-banks/:id':                  ['admin',    401, 403,   403,    403,      200],
  'PUT /api/blood-banks/:id/stock':              ['active',   401, 403,   403,    403,      200,   200],
  'POST /api/blood-banks/:id/managers':          ['admin',    401, 403,   403,    403,      204],
  'DELETE /api/blood-banks/:id/managers/:userId':['admin',    401, 403,   403,    403,      204],
  // Dengue surges (issue 48): anyone sees the live ones (the home banner); admins start and end them.
  'GET /api/surges':                             ['public',   200, 200,   200,    200,      200],
  'POST /api/surges':                            ['admin',    401, 403,   403,    403,      201],
  'POST /api/surges/:id/end':                    ['admin',    401, 403,   403,    403,      200],
  'GET /api/insights':                           ['staff',    401, 403,   403,    200,      200],
  'GET /api/triage':                             ['staff',    401, 403,   403,    200,      200],
  'GET /api/triage/handlers':                    ['admin',    401, 403,   403,    403,      200],
  'GET /api/triage/events':                      ['staff',    401, 403,   403,    406,      406],
  'POST /api/triage/:id/claim':                  ['staff',    401, 403,   403,    200,      200],
  // Someone else's claim: released by an admin, not by another volunteer.
  'DELETE /api/triage/:id/claim':                ['staff',    401, 403,   403,    403,      204],
  'PUT /api/triage/:id/claim':                   ['admin',    401, 403,   403,    403,      200],
  // The call sheet: any active staff reads it; numbers and call records are for the volunteer
  // handling the request (another volunteer here) or an admin.
  'GET /api/triage/:id':                         ['staff',    401, 403,   403,    200,      200],
  'POST /api/request/:id/verify':                ['staff',    401, 403,   403,    200,      200],
  // Reports (decision 0040): anyone active, never about their own request; the queue and its decisions are admins'.
  'POST /api/request/:id/report':                ['active',   401, 201,   403,    201,      201,   403],
  'GET /api/moderation/reports':                 ['admin',    401, 403,   403,    403,      200],
  'POST /api/moderation/requests/:id/hide':      ['admin',    401, 403,   403,    403,      200],
  'POST /api/moderation/requests/:id/dismiss':   ['admin',    401, 403,   403,    403,      200],
  'GET /api/triage/:id/calls':                   ['staff',    401, 403,   403,    200,      200],
  'POST /api/triage/:id/calls/:donorId/number':  ['staff',    401, 403,   403,    403,      200],
  'POST /api/triage/:id/calls':                  ['staff',    401, 403,   403,    403,      201],
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(NO_RATE_LIMITS);
});
afterAll(() => t.close());

async function signedIn(caller: Exclude<Caller, 'anonymous' | 'owner'>): Promise<SignedInUser> {
  const role = caller === 'blocked' ? 'donner' : caller;
  const [person] = await manySignedInUsers(t, 1, { role, status: caller === 'blocked' ? 'block' : 'Active' });
  if (!person) throw new Error('no person');
  return person;
}

/** One cell: fresh people every time, since many calls end sessions or use records up. */
async function call(route: string, who: Caller) {
  const [method = 'GET', path = ''] = route.split(' ');
  const owner = await signedIn('donner');
  const caller = who === 'owner' ? owner : who === 'anonymous' ? undefined : await signedIn(who);
  const build = VALID_REQUESTS[route];
  if (!build && path.includes(':')) throw new Error(`${route} needs a request in VALID_REQUESTS`);
  const request = build ? await build({ t, caller, owner }) : { url: path };
  return t.app.inject({ ...request, method: method as 'GET', headers: { ...request.headers, ...caller?.headers } });
}

describe('the permission matrix of the whole API', () => {
  it('has a row for every route Fastify serves, and every row is a route', () => {
    expect(apiRouteKeys(t)).toEqual(Object.keys(MATRIX).sort());
  });

  it('declares on each route the access level the table gives it', () => {
    const declared = Object.fromEntries(t.apiRoutes.map((route) => [routeKey(route), route.config?.access]));
    const reviewed = Object.fromEntries(Object.entries(MATRIX).map(([route, [access]]) => [route, access]));
    expect(declared).toEqual(reviewed);
  });

  it.each(Object.entries(MATRIX))('%s', async (route, [, ...codes]) => {
    const expected: Partial<Record<Caller, number>> = {};
    const actual: Partial<Record<Caller, number>> = {};
    for (const [i, who] of CALLERS.entries()) {
      const code = codes[i];
      if (code === undefined) continue;
      expected[who] = code;
      const res = await call(route, who);
      actual[who] = res.statusCode;
      if (res.statusCode >= 500) throw new Error(`${who} on ${route}: ${res.body}`);
    }
    expect(actual).toEqual(expected);
  });
});
