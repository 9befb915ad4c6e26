// The test OpenID provider as a process of its own, for the browser tests (e2e/support/start-server.mjs):
// prints one JSON line with the issuer and the app's client, then serves until stopped.
import { startOidcTestProvider } from './oidc-test-provider';

const port = Number(process.env.OIDC_PROVIDER_PORT ?? 0);
const appOrigin = process.env.APP_ORIGIN ?? 'http://127.0.0.1:3210';
const provider = await startOidcTestProvider({ port, redirectUris: [`${appOrigin}/api/auth/google/callback`] });
process.stdout.write(`${JSON.stringify({ issuer: provider.issuer, ...provider.client })}\n`);
const stop = () => void provider.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
