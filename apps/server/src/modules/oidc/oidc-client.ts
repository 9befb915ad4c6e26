import * as client from 'openid-client';
import { isAllowedIssuerUrl, type OidcConfig } from '../../config';

/** What the app keeps between sending the browser to the provider and its return (sealed in a cookie). */
export interface OidcTransaction {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The ID token's claims the app uses; openid-client has checked its signature, issuer, audience, expiry and nonce. */
export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  email?: string;
  emailVerified: boolean;
  name?: string;
}

export interface OidcClient {
  authorizationUrl(redirectUri: string): Promise<{ url: URL; transaction: OidcTransaction }>;
  /** Trades the callback's code for tokens; `callbackUrl` is the redirect URI with the query the provider sent. */
  finish(callbackUrl: URL, transaction: OidcTransaction): Promise<VerifiedIdentity>;
}

/**
 * openid-client with the provider's discovery document, fetched at first use (and again after a
 * failure). Every check of the library stays on: PKCE S256, state, nonce, and the ID token's
 * issuer, audience and expiry.
 */
export function createOidcClient(config: OidcConfig): OidcClient {
  const issuer = new URL(config.issuer);
  // config.ts already refuses plain http anywhere but on this machine; checked again where it is used.
  if (!isAllowedIssuerUrl(issuer)) throw new Error('OIDC_ISSUER must be an https URL');
  let discovered: Promise<client.Configuration> | undefined;
  const configuration = () => {
    discovered ??= client
      .discovery(issuer, config.clientId, config.clientSecret, undefined, {
        execute: issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [],
        timeout: 10,
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  return {
    async authorizationUrl(redirectUri) {
      const transaction = { state: client.randomState(), nonce: client.randomNonce(), codeVerifier: client.randomPKCECodeVerifier() };
      const url = client.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(transaction.codeVerifier),
        code_challenge_method: 'S256',
        state: transaction.state,
        nonce: transaction.nonce,
      });
      return { url, transaction };
    },

    async finish(callbackUrl, transaction) {
      const tokens = await client.authorizationCodeGrant(await configuration(), callbackUrl, {
        pkceCodeVerifier: transaction.codeVerifier,
        expectedState: transaction.state,
        expectedNonce: transaction.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('the provider sent no ID token');
      return {
        issuer: claims.iss,
        subject: claims.sub,
        email: typeof claims.email === 'string' ? claims.email : undefined,
        emailVerified: claims.email_verified === true,
        name: typeof claims.name === 'string' ? claims.name : undefined,
      };
    },
  };
}
