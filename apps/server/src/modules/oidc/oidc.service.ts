import { createHash, randomBytes } from 'node:crypto';
import { type GoogleSignInError, MESSAGES } from '@grant/shared';
import type { UserRow } from '../../db/schema/index';
import { badRequest, notFound, unauthorized } from '../../lib/app-error';
import type { AuthService } from '../auth/auth.service';
import type { SecretBox } from '../two-factor/secret-box';
import type { UserAccounts } from '../users/users.service';
import type { OidcRepository } from './oidc.repository';
import type { OidcClient, OidcTransaction, VerifiedIdentity } from './oidc-client';

/** How long the browser may take at the provider before the sealed transaction is refused. */
export const TRANSACTION_TTL_MS = 10 * 60 * 1000;
/** How long the landing page has to swap the one-time code for a session. */
const SIGN_IN_CODE_TTL_MS = 2 * 60 * 1000;

/** A Google sign-in that ends on the login page, with the reason it shows. */
export class GoogleSignInRefused extends Error {
  constructor(
    readonly reason: GoogleSignInError,
    detail?: string,
  ) {
    super(detail ?? reason);
    this.name = 'GoogleSignInRefused';
  }
}

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

export function createOidcService(deps: {
  /** Unset when OIDC_* is not configured: Google sign-in is then off. */
  client?: OidcClient;
  repo: OidcRepository;
  users: UserAccounts;
  completeSignIn: AuthService['completeSignIn'];
  box: () => SecretBox;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  function openTransaction(sealed: string | undefined): OidcTransaction {
    if (!sealed) throw new GoogleSignInRefused('expired', 'no sign-in cookie');
    let opened: OidcTransaction & { expiresAt: number };
    try {
      opened = JSON.parse(deps.box().open(sealed));
    } catch {
      throw new GoogleSignInRefused('expired', 'the sign-in cookie cannot be opened');
    }
    if (!(opened.expiresAt > now().getTime())) throw new GoogleSignInRefused('expired', 'the sign-in cookie is past its time');
    return opened;
  }

  /**
   * The account of a verified provider identity: the one linked to it (issuer + subject); else an
   * account with the same email, linked now only when the provider vouches for the email; else a
   * new account, whose division, district and blood group the web app asks for next.
   */
  async function accountFor(identity: VerifiedIdentity): Promise<UserRow> {
    const known = await deps.repo.findUserByIdentity(identity.issuer, identity.subject, now());
    if (known) return known;
    const email = identity.email?.trim().toLowerCase();
    if (!email) throw new GoogleSignInRefused('failed', 'the ID token has no email');
    const key = { issuer: identity.issuer, subject: identity.subject };
    const existing = await deps.users.findByEmail(email);
    if (existing) {
      if (!identity.emailVerified) throw new GoogleSignInRefused('unverified');
      await deps.repo.insertIdentity({ ...key, userId: existing.id, email });
      return existing;
    }
    const created = await deps.repo.insertUserWithIdentity({ name: identity.name?.trim() || email.split('@')[0] || email, email }, key);
    // Someone registered this email between the lookup and the insert: start again from the top.
    if (!created) throw new GoogleSignInRefused('failed', 'the email was taken meanwhile');
    return created;
  }

  return {
    enabled: deps.client !== undefined,

    /** Where to send the browser, and the sealed transaction for the callback's cookie. */
    async start(redirectUri: string) {
      if (!deps.client) throw new GoogleSignInRefused('unavailable', 'OIDC_* is not configured');
      let started: Awaited<ReturnType<OidcClient['authorizationUrl']>>;
      try {
        started = await deps.client.authorizationUrl(redirectUri);
      } catch (error) {
        throw new GoogleSignInRefused('unavailable', `discovery failed: ${(error as Error).message}`);
      }
      const sealed = deps.box().seal(JSON.stringify({ ...started.transaction, expiresAt: now().getTime() + TRANSACTION_TTL_MS }));
      return { url: started.url.href, sealedTransaction: sealed };
    },

    /** The provider's answer: a one-time code for the web app, or GoogleSignInRefused. */
    async callback(callbackUrl: URL, sealedTransaction: string | undefined) {
      if (!deps.client) throw new GoogleSignInRefused('unavailable', 'OIDC_* is not configured');
      const transaction = openTransaction(sealedTransaction);
      const params = callbackUrl.searchParams;
      const error = params.get('error');
      if (error) throw new GoogleSignInRefused(error === 'access_denied' ? 'denied' : 'failed', `the provider answered ${error}`);
      if (params.get('state') !== transaction.state) throw new GoogleSignInRefused('expired', 'state does not match');
      let identity: VerifiedIdentity;
      try {
        identity = await deps.client.finish(callbackUrl, transaction);
      } catch (failure) {
        throw new GoogleSignInRefused('failed', (failure as Error).message);
      }
      const user = await accountFor(identity);
      const code = randomBytes(32).toString('base64url');
      await deps.repo.insertSignInCode({
        codeHash: hashCode(code),
        userId: user.id,
        expiresAt: new Date(now().getTime() + SIGN_IN_CODE_TTL_MS),
      });
      return { code, userId: user.id };
    },

    /** The one-time code for a session, or for the two-factor challenge (the same path as a password sign-in). */
    async exchange(code: string, userAgent?: string) {
      if (!deps.client) throw notFound(MESSAGES.googleSignInUnavailable);
      const userId = await deps.repo.consumeSignInCode(hashCode(code), now());
      if (!userId) throw badRequest(MESSAGES.googleSignInExpired);
      const user = await deps.users.findById(userId);
      if (!user) throw unauthorized(MESSAGES.sessionExpired);
      return deps.completeSignIn(user, userAgent);
    },

    sweepExpired: () => deps.repo.deleteExpiredSignInCodes(now()),
  };
}

export type OidcService = ReturnType<typeof createOidcService>;
