import { describe, expect, it } from 'vitest';
import { prettyTransport, urlWithoutSecrets } from './log-options';

describe('urlWithoutSecrets', () => {
  it('hides the values of secret-bearing query parameters', () => {
    expect(urlWithoutSecrets('/reset-password?token=abc.DEF_123')).toBe('/reset-password?token=%5BRedacted%5D');
    expect(urlWithoutSecrets('/api/auth/oidc/callback?code=xyz&state=s1&iss=https%3A%2F%2Fid')).toBe(
      '/api/auth/oidc/callback?code=%5BRedacted%5D&state=%5BRedacted%5D&iss=https%3A%2F%2Fid',
    );
    expect(urlWithoutSecrets('/reset-password?%74oken=abc&page=1')).toBe('/reset-password?token=%5BRedacted%5D&page=1');
  });

  it('keeps everything else as it was', () => {
    expect(urlWithoutSecrets('/api/search?blood=O%2B&division=Dhaka')).toBe('/api/search?blood=O%2B&division=Dhaka');
    expect(urlWithoutSecrets('/api/blogs/12')).toBe('/api/blogs/12');
    expect(urlWithoutSecrets('/api/pending?page=1&limit=10&cursor=MTc.abc')).toBe('/api/pending?page=1&limit=10&cursor=MTc.abc');
  });
});

describe('prettyTransport', () => {
  it('makes the log readable in a terminal, outside production', () => {
    expect(prettyTransport('development', { isTTY: true })).toMatchObject({ target: 'pino-pretty' });
    expect(prettyTransport('test', { isTTY: true })).toMatchObject({ target: 'pino-pretty' });
  });

  it('makes it readable under npm run dev, whose output reaches the terminal through a pipe', () => {
    expect(prettyTransport('development', { isTTY: false, script: 'dev' })).toMatchObject({ target: 'pino-pretty' });
    expect(prettyTransport('development', { isTTY: false, script: 'start' })).toBeUndefined();
    expect(prettyTransport('production', { isTTY: false, script: 'dev' })).toBeUndefined();
  });

  it('keeps JSON lines in production and when the output is not a terminal', () => {
    expect(prettyTransport('production', { isTTY: true })).toBeUndefined();
    expect(prettyTransport('development', { isTTY: false })).toBeUndefined();
    expect(prettyTransport('development', {})).toBeUndefined();
  });
});
