import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';

const GOOGLE = {
  OIDC_ISSUER: 'https://accounts.google.com',
  OIDC_CLIENT_ID: 'id.apps.googleusercontent.com',
  OIDC_CLIENT_SECRET: 'secret',
};

describe('OIDC_* configuration (Google sign-in)', () => {
  it('is off unless set, and on with all three', () => {
    expect(loadConfig({}).oidc).toBeUndefined();
    expect(loadConfig(GOOGLE).oidc).toEqual({ issuer: GOOGLE.OIDC_ISSUER, clientId: GOOGLE.OIDC_CLIENT_ID, clientSecret: 'secret' });
  });

  it('refuses to start with only some of the three, naming what is missing', () => {
    const { OIDC_CLIENT_SECRET: _secret, ...withoutSecret } = GOOGLE;
    expect(() => loadConfig(withoutSecret)).toThrow(/OIDC_CLIENT_SECRET: .*set together.*OIDC_CLIENT_SECRET missing/);
    expect(() => loadConfig({ OIDC_CLIENT_ID: 'id' })).toThrow(/OIDC_ISSUER and OIDC_CLIENT_SECRET missing/);
  });

  it('allows a plain http issuer only on this machine', () => {
    expect(() => loadConfig({ ...GOOGLE, OIDC_ISSUER: 'http://accounts.example.com' })).toThrow(/OIDC_ISSUER: must be an https URL/);
    expect(loadConfig({ ...GOOGLE, OIDC_ISSUER: 'http://127.0.0.1:3390' }).oidc?.issuer).toBe('http://127.0.0.1:3390');
    expect(loadConfig({ ...GOOGLE, OIDC_ISSUER: 'http://localhost:3390' }).oidc?.issuer).toBe('http://localhost:3390');
    expect(() => loadConfig({ ...GOOGLE, OIDC_ISSUER: 'not a url' })).toThrow(/OIDC_ISSUER/);
  });
});
