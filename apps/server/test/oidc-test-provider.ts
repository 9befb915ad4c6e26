import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

/** A person with an account at the test provider. */
export interface TestAccount {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string;
}

export interface TestClient {
  clientId: string;
  clientSecret: string;
}

export interface OidcTestProvider {
  issuer: string;
  /** The client the app under test is configured with. */
  client: TestClient;
  /** A second client at the same provider (tokens for it carry another audience). */
  otherClient: TestClient;
  addAccount(account?: Partial<TestAccount>): TestAccount;
  /** Who signs in at the next authorization (else the default account); 'deny' refuses consent. */
  signInNextAs(account: TestAccount | 'deny'): void;
  /** Re-signs the next ID token the token endpoint sends, with the provider's own key, after `change`. */
  tamperNextIdToken(change: (claims: JWTPayload) => JWTPayload): void;
  /** Plays the browser at the provider: follows its redirects until one leads back to `redirectUri`. */
  authorize(authorizationUrl: string, redirectUri: string): Promise<URL>;
  close(): Promise<void>;
}

const KID = 'test-key';

/**
 * A real OpenID provider (`oidc-provider`, the certified Node implementation) on 127.0.0.1, for
 * API and browser tests. Sign-in needs no form: the interaction signs in the chosen account (or
 * refuses, to test `access_denied`), and consent is granted for the app's scopes.
 */
export async function startOidcTestProvider(options: { port?: number; redirectUris: string[] }): Promise<OidcTestProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: KID, alg: 'RS256', use: 'sig' };
  const client: TestClient = { clientId: 'grant-app', clientSecret: randomBytes(24).toString('base64url') };
  const otherClient: TestClient = { clientId: 'another-app', clientSecret: randomBytes(24).toString('base64url') };
  const accounts = new Map<string, TestAccount>();
  const nextSignIns: (TestAccount | 'deny')[] = [];
  const tampers: ((claims: JWTPayload) => JWTPayload)[] = [];

  const addAccount = (account: Partial<TestAccount> = {}): TestAccount => {
    const sub = account.sub ?? `sub-${randomBytes(6).toString('hex')}`;
    const full = { sub, email: `${sub}@gmail.test`, emailVerified: true, name: 'Google Person', ...account };
    accounts.set(sub, full);
    return full;
  };
  const defaultAccount = addAccount({ name: 'Default Google Person' });

  const provider = new Provider(issuer, {
    clients: [client, otherClient].map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: options.redirectUris,
      token_endpoint_auth_method: 'client_secret_post',
    })),
    jwks: { keys: [jwk] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Like Google: the scopes' claims are in the ID token itself.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    ttl: { AuthorizationCode: 60, Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: KoaContextWithOIDC, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx: KoaContextWithOIDC, sub: string) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: async () => ({ sub, email: account.email, email_verified: account.emailVerified, name: account.name }),
      };
    },
    // Consent is taken as given: the test is about the app, not the provider's consent screen.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { Grant } = ctx.oidc.provider;
      const grant = new Grant({ clientId: ctx.oidc.client?.clientId, accountId: ctx.oidc.session?.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });

  provider.use(async (ctx, next) => {
    await next();
    const tamper = ctx.path === '/token' && ctx.status === 200 ? tampers.shift() : undefined;
    const body = ctx.body as { id_token?: string } | undefined;
    if (!tamper || !body?.id_token) return;
    const claims = tamper(decodeJwt(body.id_token));
    body.id_token = await new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: KID }).sign(privateKey);
  });

  const handleProvider = provider.callback();
  async function handleInteraction(req: IncomingMessage, res: ServerResponse) {
    await provider.interactionDetails(req, res);
    const next = nextSignIns.shift() ?? defaultAccount;
    const result =
      next === 'deny' ? { error: 'access_denied', error_description: 'The person said no.' } : { login: { accountId: next.sub } };
    await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
  }
  server.on('request', (req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      handleInteraction(req, res).catch((error: Error) => {
        res.statusCode = 500;
        res.end(error.message);
      });
    } else {
      handleProvider(req, res);
    }
  });

  return {
    issuer,
    client,
    otherClient,
    addAccount,
    signInNextAs: (account) => nextSignIns.push(account),
    tamperNextIdToken: (change) => tampers.push(change),

    async authorize(authorizationUrl, redirectUri) {
      const cookies = new Map<string, string>();
      let url = new URL(authorizationUrl);
      for (let hop = 0; hop < 10; hop++) {
        const res = await fetch(url, {
          redirect: 'manual',
          headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
        });
        for (const line of res.headers.getSetCookie()) {
          const [pair = ''] = line.split(';');
          const at = pair.indexOf('=');
          cookies.set(pair.slice(0, at), pair.slice(at + 1));
        }
        const location = res.headers.get('location');
        if (!location) throw new Error(`the provider answered ${res.status} without a redirect: ${await res.text()}`);
        url = new URL(location, url);
        if (url.href.startsWith(redirectUri)) return url;
      }
      throw new Error('the provider never redirected back to the app');
    },

    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
