import { MESSAGES } from '@grant/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, login, PASSWORD, signedInUser } from '../../../test/factories';
import { type OidcTestProvider, startOidcTestProvider, type TestAccount } from '../../../test/oidc-test-provider';
import { createRequest, requestBody } from '../../../test/request-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { totpCode } from '../../../test/totp-helpers';
import { loadConfig } from '../../config';
import { oidcSignInCodes, passwordResetTokens, sessions, userIdentities, users } from '../../db/schema/index';
import { sweepExpired } from '../../sweep';

/** The app's public address: nothing listens there, requests go through `app.inject`. */
const PUBLIC_URL = 'http://127.0.0.1:3300';
const REDIRECT_URI = `${PUBLIC_URL}/api/auth/google/callback`;

let provider: OidcTestProvider;
let t: TestApp;
beforeAll(async () => {
  provider = await startOidcTestProvider({ redirectUris: [REDIRECT_URI] });
  t = await createTestApp({
    publicUrl: PUBLIC_URL,
    oidc: { issuer: provider.issuer, clientId: provider.client.clientId, clientSecret: provider.client.clientSecret },
    oidcRateLimit: { max: 1000, windowMs: 60_000 },
    loginRateLimit: { max: 1000, windowMs: 60_000 },
  });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

/** GET /api/auth/google: the provider's authorization URL and the sealed transaction cookie. */
async function start() {
  const res = await t.app.inject({ method: 'GET', url: '/api/auth/google' });
  expect(res.statusCode, res.body).toBe(302);
  const cookie = res.cookies.find((c) => c.name === 'grant_google_sign_in');
  if (!cookie) throw new Error('no transaction cookie');
  return { authorizationUrl: String(res.headers.location), cookie };
}

/** The browser's return to the app's callback, with the provider's query; answers where the app sends it. */
async function callback(search: string, cookieValue?: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/auth/google/callback${search}`,
    headers: cookieValue ? { cookie: `grant_google_sign_in=${cookieValue}` } : {},
  });
  expect(res.statusCode, res.body).toBe(302);
  return new URL(String(res.headers.location));
}

/** The whole flow up to the app's redirect after the callback, with the provider's own redirects. */
async function signInAtGoogle(account?: TestAccount | 'deny') {
  if (account) provider.signInNextAs(account);
  const { authorizationUrl, cookie } = await start();
  const returned = await provider.authorize(authorizationUrl, REDIRECT_URI);
  return callback(returned.search, cookie.value);
}

const exchange = (code: string) => t.app.inject({ method: 'POST', url: '/api/auth/google/exchange', payload: { code } });
const codeOf = (landing: URL) => new URLSearchParams(landing.hash.slice(1)).get('code') ?? '';

/** Signs in through Google and swaps the code: the session (or challenge) the web app gets. */
async function googleSession(account: TestAccount) {
  const landing = await signInAtGoogle(account);
  expect(`${landing.origin}${landing.pathname}`).toBe(`${PUBLIC_URL}/login/google`);
  const res = await exchange(codeOf(landing));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const identitiesOf = (userId: string) => t.db.select().from(userIdentities).where(eq(userIdentities.userId, userId));

describe('Google sign-in against a real OpenID provider', () => {
  it('sends the browser to the provider with PKCE (S256), state and nonce, kept in a sealed, short-lived cookie', async () => {
    const { authorizationUrl, cookie } = await start();
    const url = new URL(authorizationUrl);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('client_id')).toBe(provider.client.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    for (const param of ['code_challenge', 'state', 'nonce']) expect(url.searchParams.get(param)?.length).toBeGreaterThan(20);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/google/callback', maxAge: 600 });
    // Sealed: neither the state nor the nonce can be read from it.
    expect(cookie.value).not.toContain(url.searchParams.get('state'));
    expect(cookie.value).not.toContain(url.searchParams.get('nonce'));
  });

  it('builds the redirect on PUBLIC_URL whatever Host header the caller sends', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/google', headers: { host: 'attacker.example' } });
    expect(res.statusCode).toBe(302);
    expect(new URL(String(res.headers.location)).searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
  });

  it('creates an account on the first sign-in (no password, no location yet) and finds it by issuer and subject next time', async () => {
    const account = provider.addAccount({ name: 'Nadia Rahman', email: 'Nadia.Rahman@gmail.test' });
    const first = await googleSession(account);
    expect(first.user).toMatchObject({
      displayName: 'Nadia Rahman',
      email: 'nadia.rahman@gmail.test',
      Role: 'donner',
      Status: 'Active',
      photoURL: null,
      division: null,
      district: null,
      blood: null,
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(first.token) });
    expect(me.json().email).toBe('nadia.rahman@gmail.test');
    const [stored] = await t.db.select().from(users).where(eq(users.id, first.user._id));
    expect(stored?.passwordHash).toBeNull();
    expect(await identitiesOf(first.user._id)).toEqual([
      expect.objectContaining({ issuer: provider.issuer, subject: account.sub, email: 'nadia.rahman@gmail.test' }),
    ]);

    // The email changed at Google: the same person is still found by the subject.
    account.email = 'nadia.new@gmail.test';
    const second = await googleSession(account);
    expect(second.user._id).toBe(first.user._id);
    expect(second.token).not.toBe(first.token);
  });

  it('lets a new account ask for blood at once, and give blood once division, district and blood group are filled in', async () => {
    const session = await googleSession(provider.addAccount());
    const headers = bearer(session.token);
    const requester = await createUser(t);
    const pending = await createRequest(t, requester);
    const ask = () => t.app.inject({ method: 'POST', url: '/api/request', headers, payload: requestBody() });
    const give = () => t.app.inject({ method: 'PATCH', url: `/api/request/${pending.id}`, headers });
    expect((await ask()).statusCode).toBe(201);
    const refused = await give();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MESSAGES.completeProfileFirst);
    const completed = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      headers,
      payload: { division: 'Sylhet', district: 'Habiganj', blood: 'AB-' },
    });
    expect(completed.statusCode, completed.body).toBe(200);
    expect((await give()).statusCode).toBe(200);
  });

  it('links an existing account only through a verified email, which keeps its password too', async () => {
    const existing = await createUser(t, { email: 'karim@gmail.test', division: 'Khulna', district: 'Jessore', blood: 'B+' });
    const session = await googleSession(provider.addAccount({ email: 'KARIM@gmail.test', emailVerified: true }));
    expect(session.user).toMatchObject({ _id: existing.id, division: 'Khulna', blood: 'B+' });
    expect(await identitiesOf(existing.id)).toHaveLength(1);
    expect((await login(t.app, existing.email, PASSWORD)).user._id).toBe(existing.id);
  });

  it('refuses to link an existing account through an email the provider has not verified', async () => {
    const existing = await createUser(t, { email: 'salma@gmail.test' });
    const landing = await signInAtGoogle(provider.addAccount({ email: 'salma@gmail.test', emailVerified: false }));
    expect(landing.href).toBe(`${PUBLIC_URL}/login?google=unverified`);
    expect(await identitiesOf(existing.id)).toHaveLength(0);
  });

  it('refuses a callback whose state is not the one sent', async () => {
    const { authorizationUrl, cookie } = await start();
    const returned = await provider.authorize(authorizationUrl, REDIRECT_URI);
    returned.searchParams.set('state', 'forged-state-of-another-sign-in');
    expect((await callback(returned.search, cookie.value)).href).toBe(`${PUBLIC_URL}/login?google=expired`);
  });

  it('refuses a callback without its cookie (too late, or another browser)', async () => {
    const { authorizationUrl } = await start();
    const returned = await provider.authorize(authorizationUrl, REDIRECT_URI);
    expect((await callback(returned.search)).href).toBe(`${PUBLIC_URL}/login?google=expired`);
  });

  it.each([
    ['another nonce', { nonce: 'a-nonce-this-app-never-sent' }],
    ['another audience', { aud: 'another-app' }],
    ['another issuer', { iss: 'http://127.0.0.1:1/' }],
    ['an expired token', { iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 3600 }],
  ])('refuses an ID token (signed by the provider) with %s', async (_case, change) => {
    const account = provider.addAccount();
    provider.tamperNextIdToken((claims) => ({ ...claims, ...change }));
    expect((await signInAtGoogle(account)).href).toBe(`${PUBLIC_URL}/login?google=failed`);
    const [created] = await t.db.select().from(users).where(eq(users.email, account.email));
    expect(created).toBeUndefined();
  });

  it('accepts the same re-signed token untouched (so the refusals above are about the claims)', async () => {
    provider.tamperNextIdToken((claims) => claims);
    await googleSession(provider.addAccount());
  });

  it('ends on the login page when the person says no at the provider', async () => {
    expect((await signInAtGoogle('deny')).href).toBe(`${PUBLIC_URL}/login?google=denied`);
  });

  it('gives a one-time code, stored hashed, that works once', async () => {
    const landing = await signInAtGoogle(provider.addAccount());
    const code = codeOf(landing);
    const stored = await t.db.select().from(oidcSignInCodes);
    expect(stored.map((row) => row.codeHash)).not.toContain(code);
    expect((await exchange(code)).statusCode).toBe(200);
    const again = await exchange(code);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MESSAGES.googleSignInExpired);
  });

  it('treats a blocked account as password sign-in does: signed in with Status block, refused where an active account is needed', async () => {
    const blocked = await createUser(t, { email: 'blocked-google@gmail.test', status: 'block' });
    const session = await googleSession(provider.addAccount({ email: blocked.email }));
    expect(session.user).toMatchObject({ _id: blocked.id, Status: 'block' });
    const res = await t.app.inject({ method: 'POST', url: '/api/request', headers: bearer(session.token), payload: {} });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.blockedUser);
  });

  it('asks a user with two-factor sign-in on for a code, as password sign-in does', async () => {
    const signedIn = await signedInUser(t, { email: 'totp-google@gmail.test' });
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/2fa/setup',
      headers: signedIn.headers,
      payload: { password: PASSWORD },
    });
    const { secret } = setup.json();
    const enabled = await t.app.inject({
      method: 'POST',
      url: '/api/auth/2fa/enable',
      headers: signedIn.headers,
      payload: { code: totpCode(secret, -1), password: PASSWORD },
    });
    expect(enabled.statusCode, enabled.body).toBe(200);

    const answer = await googleSession(provider.addAccount({ email: signedIn.user.email }));
    expect(answer).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/2fa',
      payload: { challenge: answer.challenge, code: totpCode(secret) },
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().user._id).toBe(signedIn.user.id);
  });

  it('says that Google sign-in is offered', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({ google: true });
  });
});

describe('the hourly sweep', () => {
  it('removes expired sessions, password reset tokens and Google sign-in codes, and keeps live ones', async () => {
    const owner = await createUser(t);
    const past = new Date(Date.now() - 60_000);
    const future = new Date(Date.now() + 60_000);
    const rows = (expiresAt: Date, tag: string) => ({ userId: owner.id, expiresAt, tokenHash: `${tag}-${expiresAt.getTime()}` });
    for (const [expiresAt, tag] of [
      [past, 'old'],
      [future, 'live'],
    ] as const) {
      await t.db.insert(sessions).values(rows(expiresAt, tag));
      await t.db.insert(passwordResetTokens).values(rows(expiresAt, tag));
      await t.db.insert(oidcSignInCodes).values({ userId: owner.id, expiresAt, codeHash: `${tag}-${owner.id}` });
    }
    const warnings: unknown[] = [];
    await sweepExpired(t.services, loadConfig({}).retention, { warn: (...args: unknown[]) => warnings.push(args) });
    expect(warnings).toEqual([]);
    const left = async (table: typeof sessions | typeof passwordResetTokens | typeof oidcSignInCodes) =>
      (await t.db.select().from(table).where(eq(table.userId, owner.id))).map((row) => row.expiresAt.getTime());
    expect(await left(sessions)).toEqual([future.getTime()]);
    expect(await left(passwordResetTokens)).toEqual([future.getTime()]);
    expect(await left(oidcSignInCodes)).toEqual([future.getTime()]);
  });
});

describe('Google sign-in when OIDC_* is not set', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp({ publicUrl: PUBLIC_URL, oidcRateLimit: { max: 3, windowMs: 60_000 } });
  });
  afterAll(() => plain?.close());

  it('is not offered, and its routes lead back to the login page', async () => {
    expect((await plain.app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({ google: false });
    const res = await plain.app.inject({ method: 'GET', url: '/api/auth/google' });
    expect(res.headers.location).toBe(`${PUBLIC_URL}/login?google=unavailable`);
    const exchanged = await plain.app.inject({ method: 'POST', url: '/api/auth/google/exchange', payload: { code: 'x'.repeat(43) } });
    expect(exchanged.statusCode).toBe(404);
  });

  it('is rate limited per address, like the other sign-in routes', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await plain.app.inject({ method: 'GET', url: '/api/auth/google/callback?code=x' })).statusCode);
    expect(codes).toEqual([302, 302, 302, 429]);
  });
});
