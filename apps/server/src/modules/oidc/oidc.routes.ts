import cookie from '@fastify/cookie';
import { authProvidersSchema, googleExchangeBodySchema, loginResponseSchema, PAGE_PATHS, withQuery } from '@grant/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import { errorResponses } from '../../lib/error-responses';
import { logSignIn } from '../auth/sign-in-log';
import { toSessionUser } from '../users/user.mapper';
import { GoogleSignInRefused, type OidcService, TRANSACTION_TTL_MS } from './oidc.service';

export interface OidcRoutesOptions {
  oidc: OidcService;
  config: AppConfig;
}

const CALLBACK_PATH = '/api/auth/google/callback';
/** Holds state, nonce and PKCE verifier, sealed (AES-GCM), sent back only to the callback. */
const TRANSACTION_COOKIE = 'grant_google_sign_in';

export const oidcRoutes: FastifyPluginAsyncZod<OidcRoutesOptions> = async (app, { oidc, config }) => {
  await app.register(cookie);
  const rateLimit = { max: config.oidcRateLimit.max, timeWindow: config.oidcRateLimit.windowMs };
  // Always PUBLIC_URL (or the server's own address): the Host header is the caller's to choose.
  const base = config.publicUrl;
  const loginPage = (reason: string) => base + withQuery(PAGE_PATHS.login, { google: reason });

  app.get('/auth/providers', {
    config: { access: 'public' },
    schema: { tags: ['auth'], summary: 'The sign-in methods offered besides email and password', response: { 200: authProvidersSchema } },
    handler: async () => ({ google: oidc.enabled }),
  });

  app.get('/auth/google', {
    config: { access: 'public', rateLimit },
    schema: { tags: ['auth'], summary: 'Start Google sign-in: redirects to the provider (authorization code flow, PKCE)' },
    handler: async (request, reply) => {
      try {
        const started = await oidc.start(`${base}${CALLBACK_PATH}`);
        reply.setCookie(TRANSACTION_COOKIE, started.sealedTransaction, {
          path: CALLBACK_PATH,
          httpOnly: true,
          sameSite: 'lax',
          secure: base.startsWith('https:'),
          maxAge: TRANSACTION_TTL_MS / 1000,
        });
        return reply.redirect(started.url);
      } catch (error) {
        if (!(error instanceof GoogleSignInRefused)) throw error;
        request.log.warn({ reason: error.reason, detail: error.message }, 'Google sign-in could not start');
        return reply.redirect(loginPage(error.reason));
      }
    },
  });

  app.get('/auth/google/callback', {
    config: { access: 'public', rateLimit },
    schema: {
      tags: ['auth'],
      summary: "The provider's redirect: on success to /login/google with a one-time code in the fragment, else to /login",
    },
    handler: async (request, reply) => {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      reply.clearCookie(TRANSACTION_COOKIE, { path: CALLBACK_PATH });
      try {
        const { code, userId } = await oidc.callback(new URL(`${base}${CALLBACK_PATH}${query}`), request.cookies[TRANSACTION_COOKIE]);
        logSignIn(request.log, { step: 'google', outcome: 'success', userId });
        // The fragment never reaches a server, so the code stays out of access logs and Referer headers.
        return reply.redirect(`${base}${PAGE_PATHS.googleLanding}#code=${encodeURIComponent(code)}`);
      } catch (error) {
        if (!(error instanceof GoogleSignInRefused)) throw error;
        request.log.warn({ signIn: { step: 'google', outcome: error.reason }, detail: error.message }, 'Google sign-in refused');
        return reply.redirect(loginPage(error.reason));
      }
    },
  });

  app.post('/auth/google/exchange', {
    config: { access: 'public', rateLimit },
    schema: {
      tags: ['auth'],
      summary: "Swap the callback's one-time code for a session (or, with two-factor sign-in on, a challenge for POST /auth/login/2fa)",
      body: googleExchangeBodySchema,
      response: {
        200: loginResponseSchema,
        ...errorResponses(400, 401, 404, 429),
      },
    },
    handler: async (request) => {
      const session = await oidc.exchange(request.body.code, request.headers['user-agent']);
      if ('challenge' in session) return { twoFactorRequired: true as const, challenge: session.challenge };
      return { token: session.token, user: toSessionUser(session.user) };
    },
  });
};
